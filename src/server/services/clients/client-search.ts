import type { FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { ClientSearchBody, ClientSearchResult } from '../../../shared/api/clients';
import { lookupE164 } from '../../auth/phone';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { buildClientInfo, loadClient } from './client-info';

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
  const where =
    body.type === 'email'
      ? sql`lower(${clients.email}) = ${body.email}`
      : eq(clients.mobile, lookupE164(body.mobile, body.country));
  const [client] = await ctx.db.select().from(clients).where(where).limit(1);
  const verified =
    client && (body.type === 'email' ? client.emailVerifiedAt : client.mobileVerifiedAt) !== null;
  const status = !client ? 'not_found' : verified ? 'found' : 'not_verified';
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'client.search',
      entity: 'client',
      entityId: status === 'found' ? client!.id : null,
      outcome: 'success',
      data: { method: body.type, result: status },
    },
    request,
  );
  if (status === 'not_found') {
    return { status, message: 'clients.noInformation', switch_to: null, client: null };
  }
  if (status === 'not_verified') {
    // Spec §8: tell staff to switch to the other search type; show nothing of the record.
    return body.type === 'email'
      ? { status, message: 'clients.emailNotVerified', switch_to: 'mobile', client: null }
      : { status, message: 'clients.mobileNotVerified', switch_to: 'email', client: null };
  }
  return {
    status,
    message: 'clients.found',
    switch_to: null,
    client: await buildClientInfo(ctx.db, client!, ctx.clock()),
  };
}

/** GET /api/clients/:id for staff; each view is an audit event. */
export async function viewClient(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  id: string,
) {
  const client = await loadClient(ctx.db, id);
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'client.view',
      entity: 'client',
      entityId: id,
      outcome: client ? 'success' : 'failure',
    },
    request,
  );
  if (!client) throw new AppError('notFound', undefined, 'clients.noInformation');
  return buildClientInfo(ctx.db, client, ctx.clock());
}
