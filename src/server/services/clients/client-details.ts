import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ClientDetailsDto, UserDetailsBody } from '../../../shared/api/clients';
import type { Address } from '../../auth/destination';
import { requireE164 } from '../../auth/phone';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { sendCodeOrNotice } from '../code-sender';
import { languageFor } from '../messages';
import { resolveClientAccess, type ClientAccess } from './contact-access';
import { loadClient } from './client-info';
import { recordClientDetails } from './client-record-history';

type ClientRow = typeof clients.$inferSelect;

export function toClientDetails(c: ClientRow): ClientDetailsDto {
  return {
    first_name: c.firstName,
    last_name: c.lastName,
    gender: c.gender,
    date_of_birth: c.dateOfBirth,
    occupation: c.occupation,
    address: c.address,
    email: c.email,
    email_verified: c.emailVerifiedAt !== null,
    mobile: c.mobile,
    mobile_verified: c.mobileVerifiedAt !== null,
    pending_email: c.pendingEmail,
    pending_mobile: c.pendingMobile,
    registered: c.passwordHash !== null,
  };
}

const audit = (
  ctx: AppContext,
  request: FastifyRequest,
  access: ClientAccess,
  action: string,
  data?: Record<string, unknown>,
) =>
  recordAudit(
    ctx.db,
    {
      actorType: access.actorType,
      actorId: access.clientId,
      action,
      entity: 'client',
      entityId: access.clientId,
      outcome: 'success',
      data,
    },
    request,
  );

export async function showClientDetails(
  ctx: AppContext,
  request: FastifyRequest,
  code: string | undefined,
): Promise<ClientDetailsDto> {
  const access = await resolveClientAccess(ctx, request, code);
  const client = await loadClient(ctx.db, access.clientId);
  if (!client) throw new AppError('unauthenticated', undefined, 'clients.contactCodeInvalid');
  await audit(ctx, request, access, 'client.details.view');
  return toClientDetails(client);
}

/** A real calendar date, not in the future, not before 1900. */
export function assertDateOfBirth(value: string, now: Date): void {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && y >= 1900;
  const message = !real
    ? 'validation.invalidDate'
    : date.getTime() > now.getTime()
      ? 'validation.dateOfBirthInFuture'
      : undefined;
  if (message) throw new AppError('validation', [{ path: 'date_of_birth', message }]);
}

/**
 * Saves /userinfo or /userData. A changed email or mobile does not replace the current one: it
 * becomes pending and a `contact` code goes to it (confirm_contact_change). Whoever owns the
 * address — no one, another client, staff — the same code message goes out and the same answer
 * comes back, so saving details never tells whether an address has an account.
 */
export async function updateClientDetails(
  ctx: AppContext,
  request: FastifyRequest,
  body: UserDetailsBody,
): Promise<ClientDetailsDto> {
  const access = await resolveClientAccess(ctx, request, body.code);
  const now = ctx.clock();
  assertDateOfBirth(body.date_of_birth, now);
  const mobile = body.mobile ? requireE164(body.mobile, body.country) : undefined;
  const current = await loadClient(ctx.db, access.clientId);
  if (!current) throw new AppError('unauthenticated', undefined, 'clients.contactCodeInvalid');
  const newEmail = body.email !== undefined && body.email !== current.email?.toLowerCase();
  const newMobile = mobile !== undefined && mobile !== current.mobile;
  // Codes first: a refused send (rate limit, delivery) leaves the record as it was.
  const to: Address[] = [
    ...(newEmail ? [{ channel: 'email' as const, address: body.email! }] : []),
    ...(newMobile ? [{ channel: 'sms' as const, address: mobile! }] : []),
  ];
  for (const address of to) {
    const plan = { kind: 'code', purpose: 'contact' } as const;
    const language = languageFor(current, body.language);
    await sendCodeOrNotice(ctx, request, address, plan, language, access.clientId);
  }
  const row = await ctx.db.transaction(async (tx) => {
    // Who the client is: kept with its history, like a signed form's values.
    await recordClientDetails(tx, {
      clientId: access.clientId,
      update: {
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
      },
      actor: { actorType: access.actorType, actorId: access.clientId },
      now,
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    });
    const [updated] = await tx
      .update(clients)
      .set({
        occupation: body.occupation,
        address: body.address,
        // Given back unchanged, a contact withdraws its pending change; left out, it keeps it.
        ...(body.email !== undefined ? { pendingEmail: newEmail ? body.email : null } : {}),
        ...(mobile !== undefined ? { pendingMobile: newMobile ? mobile : null } : {}),
        updatedAt: now,
      })
      .where(eq(clients.id, access.clientId))
      .returning();
    return updated;
  });
  // Which contacts are pending, never their values.
  await audit(ctx, request, access, 'client.details.update', {
    emailPending: newEmail,
    mobilePending: newMobile,
  });
  return toClientDetails(row!);
}
