import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../shared/api/auth';
import type { Address } from '../auth/destination';
import { consumeCode } from '../auth/one-time-codes';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { clients } from '../db/schema';
import { AppError } from '../http/app-error';
import { isAddressTaken } from './accounts';
import { recordAudit } from './audit';
import { codeRejected } from './code-login';
import { sendCodeOrNotice } from './code-sender';
import { startSession } from './sign-in';
import { uniqueViolation } from './unique-violation';

/**
 * `sendEmailRegisterCode` / `sendMobileRegisterCode`: a free address gets a registration code;
 * a registered one gets "you already have an account, sign in" (spec §8) in its owner's inbox,
 * never on the screen of whoever typed it.
 */
export async function sendRegisterCode(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  language: string | undefined,
): Promise<{ sent: true }> {
  const taken = await isAddressTaken(ctx.db, to);
  const plan = taken
    ? ({ kind: 'notice', purpose: 'register', message: 'alreadyRegistered' } as const)
    : ({ kind: 'code', purpose: 'register' } as const);
  return sendCodeOrNotice(ctx, request, to, plan, language, null);
}

export interface RegistrationDetails {
  code: string;
  first_name: string;
  last_name: string;
  password: string;
}

function alreadyRegistered(to: Address): AppError {
  return to.channel === 'email'
    ? new AppError('conflict', undefined, 'auth.emailAlreadyRegistered')
    : new AppError('conflict', undefined, 'auth.mobileAlreadyRegistered');
}

/**
 * `emailRegist` / `mobileRegist`: the password is checked before the code is spent (so a
 * rejected password does not burn the code), then the client is created with the address
 * verified, and signed in.
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
  // Only a race can get here with a taken address: codes are never sent to registered ones.
  if (await isAddressTaken(ctx.db, to)) throw alreadyRegistered(to);
  const now = ctx.clock();
  let row;
  try {
    [row] = await ctx.db
      .insert(clients)
      .values({
        firstName: details.first_name,
        lastName: details.last_name,
        email: to.channel === 'email' ? to.address : null,
        emailVerifiedAt: to.channel === 'email' ? now : null,
        mobile: to.channel === 'sms' ? to.address : null,
        mobileVerifiedAt: to.channel === 'sms' ? now : null,
        passwordHash: await hashPassword(details.password),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw alreadyRegistered(to);
    throw error;
  }
  const client = row!;
  await recordAudit(
    ctx.db,
    {
      actorType: 'client',
      actorId: client.id,
      action: 'client.register',
      entity: 'client',
      entityId: client.id,
      outcome: 'success',
      data: { channel: to.channel },
    },
    request,
  );
  return startSession(
    ctx,
    request,
    reply,
    { type: 'client', id: client.id, passwordHash: client.passwordHash, row: client },
    'registration',
  );
}
