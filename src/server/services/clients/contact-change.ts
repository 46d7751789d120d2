import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ClientDetailsDto, ConfirmContactChangeBody } from '../../../shared/api/clients';
import type { Address } from '../../auth/destination';
import { consumeCode } from '../../auth/one-time-codes';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findAddressOwner } from '../accounts';
import { recordAudit } from '../audit';
import { uniqueViolation } from '../unique-violation';
import { loadClient } from './client-info';
import { toClientDetails } from './client-details';
import { resolveClientAccess, type ClientAccess } from './contact-access';

const wrongCode = () =>
  new AppError(
    'validation',
    [{ path: 'otp', message: 'auth.codeInvalidOrExpired' }],
    'auth.codeInvalidOrExpired',
  );

function audit(
  ctx: AppContext,
  request: FastifyRequest,
  access: ClientAccess,
  outcome: 'success' | 'failure' | 'denied',
  data: Record<string, unknown>,
) {
  return recordAudit(
    ctx.db,
    {
      actorType: access.actorType,
      actorId: access.clientId,
      action: 'client.contact.confirm',
      entity: 'client',
      entityId: access.clientId,
      outcome,
      data,
    },
    request,
  );
}

/**
 * `confirm_contact_change`: the code proves the pending address, which then replaces the
 * current one, verified. An address that meanwhile belongs to someone else stays theirs (409):
 * the person has just proven they control it, so the answer reveals nothing new to them.
 */
export async function confirmContactChange(
  ctx: AppContext,
  request: FastifyRequest,
  body: ConfirmContactChangeBody,
): Promise<ClientDetailsDto> {
  const access = await resolveClientAccess(ctx, request, body.code);
  const current = await loadClient(ctx.db, access.clientId);
  if (!current) throw new AppError('unauthenticated', undefined, 'clients.contactCodeInvalid');
  const email = body.channel === 'email';
  const pending = email ? current.pendingEmail : current.pendingMobile;
  const to: Address | undefined = pending ? { channel: body.channel, address: pending } : undefined;
  if (!to || !(await consumeCode(ctx, 'contact', to, body.otp))) {
    await audit(ctx, request, access, 'failure', { channel: body.channel, reason: 'wrong_code' });
    throw wrongCode();
  }
  const owner = await findAddressOwner(ctx.db, to);
  const taken = () => new AppError('conflict', undefined, 'clients.contactTaken');
  if (owner && (owner.kind === 'staff' || owner.id !== current.id)) {
    await audit(ctx, request, access, 'denied', { channel: body.channel, reason: 'taken' });
    throw taken();
  }
  const now = ctx.clock();
  let row;
  try {
    [row] = await ctx.db
      .update(clients)
      .set(
        email
          ? { email: to.address, emailVerifiedAt: now, pendingEmail: null, updatedAt: now }
          : { mobile: to.address, mobileVerifiedAt: now, pendingMobile: null, updatedAt: now },
      )
      // Conditional: a change asked for after this code was sent is not confirmed by it.
      .where(
        and(
          eq(clients.id, current.id),
          eq(email ? clients.pendingEmail : clients.pendingMobile, to.address),
        ),
      )
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    await audit(ctx, request, access, 'denied', { channel: body.channel, reason: 'taken' });
    throw taken();
  }
  if (!row) throw wrongCode();
  await audit(ctx, request, access, 'success', { channel: body.channel });
  return toClientDetails(row);
}
