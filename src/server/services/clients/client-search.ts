import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ClientSearchBody, ClientSearchResult } from '../../../shared/api/clients';
import { lookupE164 } from '../../auth/phone';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lookupClientWithAudit } from './client-lookup-query';
import { toClientInfo } from './client-info';

const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/**
 * Staff search by exact email (case-folded, matched on the lower(email) unique index) or exact
 * E.164 mobile (the mobile unique index). The audit row says who searched, by which method and
 * what came out — never the term itself.
 */
export async function searchClient(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  body: ClientSearchBody,
): Promise<ClientSearchResult> {
  const byEmail = body.type === 'email';
  const found = await lookupClientWithAudit(ctx.db, {
    name: byEmail ? 'client_lookup_email' : 'client_lookup_mobile',
    where: byEmail
      ? sql`lower(${clients.email}) = ${body.email}`
      : sql`${clients.mobile} = ${lookupE164(body.mobile, body.country)}`,
    verified: byEmail
      ? sql`${clients.emailVerifiedAt} is not null`
      : sql`${clients.mobileVerifiedAt} is not null`,
    audit: {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'client.search',
      entity: 'client',
      outcomeWhenMissing: 'success',
      data: { method: body.type },
      ...requestMeta(request),
    },
  });
  if (found.status === 'not_found') {
    return { status: 'not_found', message: 'clients.noInformation', switch_to: null, client: null };
  }
  if (found.status === 'not_verified') {
    // Spec §8: tell staff to switch to the other search type; show nothing of the record.
    return byEmail
      ? {
          status: 'not_verified',
          message: 'clients.emailNotVerified',
          switch_to: 'mobile',
          client: null,
        }
      : {
          status: 'not_verified',
          message: 'clients.mobileNotVerified',
          switch_to: 'email',
          client: null,
        };
  }
  return {
    status: 'found',
    message: 'clients.found',
    switch_to: null,
    client: toClientInfo(found.client!, found.appointments, found.consents, ctx.clock()),
  };
}

/** GET /api/clients/:id for staff; each view is an audit event. */
export async function viewClient(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  id: string,
) {
  const found = await lookupClientWithAudit(ctx.db, {
    name: 'client_lookup_id',
    where: sql`${clients.id} = ${id}`,
    verified: sql`true`,
    audit: {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'client.view',
      entity: 'client',
      entityId: id,
      outcomeWhenMissing: 'failure',
      ...requestMeta(request),
    },
  });
  if (!found.client) throw new AppError('notFound', undefined, 'clients.noInformation');
  return toClientInfo(found.client, found.appointments, found.consents, ctx.clock());
}
