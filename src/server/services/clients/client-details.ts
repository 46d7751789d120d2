import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ClientDetailsDto, UserDetailsBody } from '../../../shared/api/clients';
import { requireE164 } from '../../auth/phone';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { uniqueViolation } from '../unique-violation';
import { resolveClientAccess, type ClientAccess } from './contact-access';
import { loadClient } from './client-info';

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

/** Saves /userinfo or /userData. A changed email or mobile must be verified again. */
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
  const emailChanged = body.email !== undefined && body.email !== current.email?.toLowerCase();
  const mobileChanged = mobile !== undefined && mobile !== current.mobile;
  let row;
  try {
    [row] = await ctx.db
      .update(clients)
      .set({
        firstName: body.first_name,
        lastName: body.last_name,
        gender: body.gender,
        dateOfBirth: body.date_of_birth,
        occupation: body.occupation,
        address: body.address,
        ...(emailChanged ? { email: body.email, emailVerifiedAt: null } : {}),
        ...(mobileChanged ? { mobile, mobileVerifiedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(clients.id, access.clientId))
      .returning();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) {
      throw new AppError('conflict', undefined, 'clients.contactTaken');
    }
    throw error;
  }
  // Which fields changed kinds only; never their values.
  await audit(ctx, request, access, 'client.details.update', { emailChanged, mobileChanged });
  return toClientDetails(row!);
}
