import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type {
  ClientSearchBody,
  ClientSearchResult,
  ContactSearchBody,
} from '../../../shared/api/clients';
import { lookupE164 } from '../../auth/phone';
import { requireStaff } from '../../auth/guard';
import { inlineStaffSessionOf, type InlineStaffSession } from '../../auth/inline-staff-session';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { lookupClientWithAudit, type ClientLookup } from './client-lookup-query';
import { storeTimeZones } from '../stores/store-time-zones';
import { toClientInfo } from './client-info';
import { searchClientList } from './client-list-search';

const requestMeta = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
});

/** The lookup of one search; the audit actor is the inline session's or the given staff id. */
function lookup(
  ctx: AppContext,
  request: FastifyRequest,
  body: ContactSearchBody,
  who: { session: InlineStaffSession } | { staffId: string },
) {
  const byEmail = body.type === 'email';
  return lookupClientWithAudit(ctx.db, {
    name: byEmail ? 'client_lookup_email' : 'client_lookup_mobile',
    ...('session' in who ? { session: who.session } : {}),
    where: byEmail
      ? sql`lower(${clients.email}) = ${body.email}`
      : sql`${clients.mobile} = ${lookupE164(body.mobile, body.country)}`,
    verified: byEmail
      ? sql`${clients.emailVerifiedAt} is not null`
      : sql`${clients.mobileVerifiedAt} is not null`,
    audit: {
      actorType: 'staff',
      actorId: 'staffId' in who ? who.staffId : null,
      action: 'client.search',
      entity: 'client',
      outcomeWhenMissing: 'success',
      data: { method: body.type },
      ...requestMeta(request),
    },
  });
}

/**
 * Name, appointment number and date of birth answer a list (client-list-search.ts). Staff
 * search by exact email (case-folded, matched on the lower(email) unique index) or exact
 * E.164 mobile (the mobile unique index). The audit row says who searched, by which method and
 * what came out — never the term itself. The staff session is checked in the same statement
 * (one round trip: the search budget); when that check does not pass, requireStaff answers
 * why, exactly as on every other staff route.
 */
export async function searchClient(
  ctx: AppContext,
  request: FastifyRequest,
  body: ClientSearchBody,
): Promise<ClientSearchResult> {
  if (body.type !== 'email' && body.type !== 'mobile') {
    return searchClientList(ctx, request, await requireStaff(ctx, request), body);
  }
  const inline = inlineStaffSessionOf(ctx, request);
  let found = inline ? await lookup(ctx, request, body, { session: inline }) : undefined;
  if (!found?.authorized) {
    const session = await requireStaff(ctx, request);
    found = await lookup(ctx, request, body, { staffId: session.user.id });
  }
  return {
    ...toSearchResult(ctx, body, found, await storeTimeZones(ctx.db)),
    hits: [],
    more: false,
  };
}

function toSearchResult(
  ctx: AppContext,
  body: ContactSearchBody,
  found: ClientLookup,
  timeZones: ReadonlyMap<string, string>,
): Omit<ClientSearchResult, 'hits' | 'more'> {
  if (found.status === 'not_found') {
    return { status: 'not_found', message: 'clients.noInformation', switch_to: null, client: null };
  }
  if (found.status === 'not_verified') {
    // Spec §8: tell staff to switch to the other search type; show nothing of the record.
    return body.type === 'email'
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
    client: toClientInfo(found.client!, found.appointments, found.consents, ctx.clock(), timeZones),
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
  return toClientInfo(
    found.client,
    found.appointments,
    found.consents,
    ctx.clock(),
    await storeTimeZones(ctx.db),
  );
}
