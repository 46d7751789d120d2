import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_PAGE_DEFAULT,
  AUDIT_PAGE_MAX,
  type AuditEntryDto,
  type AuditListDto,
} from '../../../shared/api/audit';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { auditEvents, clients, staff } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { auditWhere, type AuditFilter } from './audit-filter';

interface Position {
  /** The time to the microsecond, as PostgreSQL keeps it (a JS Date keeps milliseconds). */
  at: string;
  id: number;
}

/** A page position: the last entry's time and id (newest first; ids break ties). */
function readCursor(cursor: string | undefined): Position | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !/^\d{1,18}$/.test(id) || !/^\d{4}-\d{2}-\d{2}T[\d:.]{8,15}Z$/.test(at ?? '')) {
    throw new AppError('validation', [{ path: 'cursor', message: 'validation.invalidFormat' }]);
  }
  return { at: at!, id: Number(id) };
}

const writeCursor = (position: Position) =>
  Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');

const exactAt = sql<string>`to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The audit rows matching `filter`, newest first, with the actor's name and role: staff by their
 * account, clients by their name. `limit` rows at most after `after`.
 */
export async function selectAuditEvents(
  ctx: AppContext,
  filter: AuditFilter,
  limit: number,
  after?: Position,
): Promise<(AuditEntryDto & { position: Position })[]> {
  const rows = await ctx.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      exactAt,
      actorType: auditEvents.actorType,
      actorId: auditEvents.actorId,
      staffName: staff.name,
      staffRole: staff.role,
      clientName: sql<
        string | null
      >`nullif(trim(${clients.firstName} || ' ' || ${clients.lastName}), '')`,
      action: auditEvents.action,
      entity: auditEvents.entity,
      entityId: auditEvents.entityId,
      outcome: auditEvents.outcome,
      ip: auditEvents.ip,
      userAgent: auditEvents.userAgent,
      data: auditEvents.data,
    })
    .from(auditEvents)
    .leftJoin(staff, and(eq(auditEvents.actorType, 'staff'), eq(staff.id, auditEvents.actorId)))
    .leftJoin(
      clients,
      and(eq(auditEvents.actorType, 'client'), eq(clients.id, auditEvents.actorId)),
    )
    .where(
      and(
        auditWhere(filter),
        after
          ? or(
              lt(auditEvents.at, sql`${after.at}::timestamptz`),
              and(eq(auditEvents.at, sql`${after.at}::timestamptz`), lt(auditEvents.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at.toISOString(),
    actor_type: row.actorType,
    actor_id: row.actorId,
    actor_name: row.staffName ?? row.clientName ?? null,
    actor_role: row.staffRole ?? (row.actorType === 'client' ? 'client' : null),
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    outcome: row.outcome,
    ip: row.ip,
    user_agent: row.userAgent,
    data: row.data ?? null,
    position: { at: row.exactAt, id: Number(row.id) },
  }));
}

/** The filter as the audit row of a read records it: which filters, never their free text. */
export const filterFacts = (filter: AuditFilter) => ({
  client_id: filter.client_id ?? null,
  staff_id: filter.staff_id ?? null,
  action: filter.action ?? null,
  from: filter.from ?? null,
  to: filter.to ?? null,
});

async function clientName(ctx: AppContext, id: string): Promise<string | null> {
  const [row] = await ctx.db
    .select({ first: clients.firstName, last: clients.lastName })
    .from(clients)
    .where(eq(clients.id, id));
  return row ? `${row.first} ${row.last}`.trim() : null;
}

/** One page of the audit view (admins). Reading the log is itself audited. */
export async function listAudit(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  query: AuditFilter & { cursor?: string; limit?: string },
): Promise<AuditListDto> {
  const after = readCursor(query.cursor);
  const limit = Math.min(Number(query.limit ?? AUDIT_PAGE_DEFAULT), AUDIT_PAGE_MAX);
  const rows = await selectAuditEvents(ctx, query, limit + 1, after);
  const entries = rows.slice(0, limit).map(({ position: _, ...entry }) => entry);
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'audit.list',
      entity: query.client_id ? 'client' : 'audit_event',
      entityId: query.client_id ?? null,
      outcome: 'success',
      data: { ...filterFacts(query), count: entries.length, page: Boolean(after) },
    },
    request,
  );
  const last = rows[limit - 1];
  return {
    client_name: query.client_id ? await clientName(ctx, query.client_id) : null,
    entries,
    next_cursor: rows.length > limit && last ? writeCursor(last.position) : null,
  };
}
