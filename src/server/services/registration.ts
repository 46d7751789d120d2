import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import type { SessionInfo } from '../../shared/api/auth';
import type { Address } from '../auth/destination';
import { consumeCode } from '../auth/one-time-codes';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { clients } from '../db/schema';
import { AppError } from '../http/app-error';
import { findAddressOwner } from './accounts';
import { recordAudit } from './audit';
import { codeRejected } from './code-login';
import { sendCodeOrNotice } from './code-sender';
import { languageFor } from './messages';
import { startSession } from './sign-in';
import { uniqueViolation } from './unique-violation';

/**
 * `sendEmailRegisterCode` / `sendMobileRegisterCode`: a free address, or one of a client who
 * has no password yet (booked online or created at the desk), gets a registration code; a
 * member's or staff's gets "you already have an account, sign in" (spec §8) in its owner's
 * inbox, never on the screen of whoever typed it.
 */
export async function sendRegisterCode(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  language: string | undefined,
): Promise<{ sent: true }> {
  const owner = await findAddressOwner(ctx.db, to);
  const plan =
    owner && owner.kind !== 'client'
      ? ({ kind: 'notice', purpose: 'register', message: 'alreadyRegistered' } as const)
      : ({ kind: 'code', purpose: 'register' } as const);
  const client = owner && owner.kind !== 'staff' ? owner : null;
  return sendCodeOrNotice(ctx, request, to, plan, languageFor(client, language), null);
}

export interface RegistrationDetails {
  code: string;
  first_name: string;
  last_name: string;
  password: string;
  /** The language of the screen she registers on: her preferred language from now on. */
  language?: string;
}

function alreadyRegistered(to: Address): AppError {
  return to.channel === 'email'
    ? new AppError('conflict', undefined, 'auth.emailAlreadyRegistered')
    : new AppError('conflict', undefined, 'auth.mobileAlreadyRegistered');
}

/**
 * The client row this registration makes a member: the existing one without a password that
 * holds the address (the code proves the address, so it is verified now), else a new one.
 * Only a race reaches a taken address: codes are never sent to members' or staff's addresses.
 */
async function becomeMember(
  ctx: AppContext,
  to: Address,
  details: RegistrationDetails,
  passwordHash: string,
) {
  const now = ctx.clock();
  const email = to.channel === 'email';
  const owner = await findAddressOwner(ctx.db, to);
  if (owner && owner.kind !== 'client') throw alreadyRegistered(to);
  if (owner) {
    const [row] = await ctx.db
      .update(clients)
      .set({
        firstName: details.first_name,
        lastName: details.last_name,
        passwordHash,
        ...(email ? { emailVerifiedAt: now } : { mobileVerifiedAt: now }),
        updatedAt: now,
      })
      // Conditional: of two registrations racing for the same row, one wins.
      .where(and(eq(clients.id, owner.id), isNull(clients.passwordHash)))
      .returning();
    if (!row) throw alreadyRegistered(to);
    return { row, existing: true };
  }
  try {
    const [row] = await ctx.db
      .insert(clients)
      .values({
        firstName: details.first_name,
        lastName: details.last_name,
        email: email ? to.address : null,
        emailVerifiedAt: email ? now : null,
        mobile: email ? null : to.address,
        mobileVerifiedAt: email ? null : now,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { row: row!, existing: false };
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw alreadyRegistered(to);
    throw error;
  }
}

/**
 * `emailRegist` / `mobileRegist`: the password is checked before the code is spent (so a
 * rejected password does not burn the code), then the client becomes a member with the address
 * verified, and is signed in.
 */
export async function register(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  to: Address,
  details: RegistrationDetails,
): Promise<SessionInfo> {
  assertAcceptablePassword(details.password);
  if (!(await consumeCode(ctx, 'register', to, details.code))) throw codeRejected();
  const { row: client, existing } = await becomeMember(
    ctx,
    to,
    details,
    await hashPassword(details.password),
  );
  await recordAudit(
    ctx.db,
    {
      actorType: 'client',
      actorId: client.id,
      action: 'client.register',
      entity: 'client',
      entityId: client.id,
      outcome: 'success',
      data: { channel: to.channel, existing },
    },
    request,
  );
  return startSession(
    ctx,
    request,
    reply,
    { type: 'client', id: client.id, passwordHash: client.passwordHash, row: client },
    'registration',
    details.language,
  );
}
