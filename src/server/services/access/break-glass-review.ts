import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { BreakGlassEntryDto, BreakGlassListDto } from '../../../shared/api/access';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { accessGrants, auditEvents, clients, staff } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';

const PAGE = 50;
const reviewer = alias(staff, 'reviewer');

/** A page position: the last entry's creation time and id (newest first). */
function readCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) {
    throw new AppError('validation', [{ path: 'cursor', message: 'validation.invalidFormat' }]);
  }
  return { at: date, id };
}

const writeCursor = (entry: BreakGlassEntryDto) =>
  Buffer.from(`${entry.created_at}|${entry.id}`, 'utf8').toString('base64url');

/**
 * Every break-glass grant for review, newest first: who, whose records, why, when, and how many
 * records they opened with it. Reading the list is itself audited.
 */
export async function listBreakGlass(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  query: { open?: 'true' | 'false'; cursor?: string },
): Promise<BreakGlassListDto> {
  const after = readCursor(query.cursor);
  const accesses = sql<number>`(select count(*)::int from ${auditEvents}
    where ${auditEvents.actorId} = ${accessGrants.staffId}
      and ${auditEvents.data}->>'grant_id' = ${accessGrants.id}::text
      and ${auditEvents.action} <> 'access.break_glass.open')`;
  const rows = await ctx.db
    .select({
      id: accessGrants.id,
      staffId: accessGrants.staffId,
      staffName: staff.name,
      clientId: accessGrants.clientId,
      firstName: clients.firstName,
      lastName: clients.lastName,
      appointmentId: accessGrants.appointmentId,
      reason: accessGrants.reason,
      createdAt: accessGrants.createdAt,
      expiresAt: accessGrants.expiresAt,
      accesses,
      reviewedAt: accessGrants.reviewedAt,
      reviewedByName: reviewer.name,
    })
    .from(accessGrants)
    .innerJoin(staff, eq(staff.id, accessGrants.staffId))
    .innerJoin(clients, eq(clients.id, accessGrants.clientId))
    .leftJoin(reviewer, eq(reviewer.id, accessGrants.reviewedBy))
    .where(
      and(
        query.open === 'true' ? isNull(accessGrants.reviewedAt) : undefined,
        after
          ? or(
              lt(accessGrants.createdAt, after.at),
              and(eq(accessGrants.createdAt, after.at), lt(accessGrants.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(accessGrants.createdAt), desc(accessGrants.id))
    .limit(PAGE + 1);
  const entries: BreakGlassEntryDto[] = rows.slice(0, PAGE).map((row) => ({
    id: row.id,
    staff_id: row.staffId,
    staff_name: row.staffName,
    client_id: row.clientId,
    client_name: `${row.firstName} ${row.lastName}`.trim(),
    appointment_id: row.appointmentId,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    accesses: Number(row.accesses),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_name: row.reviewedByName ?? null,
  }));
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'access.break_glass.list',
      entity: 'access_grant',
      outcome: 'success',
      data: { count: entries.length, open_only: query.open === 'true' },
    },
    request,
  );
  const last = entries.at(-1);
  return { entries, next_cursor: rows.length > PAGE && last ? writeCursor(last) : null };
}

/** Another admin marks a grant reviewed; nobody reviews their own. */
export async function reviewBreakGlass(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  grantId: string,
): Promise<{ reviewed_at: string }> {
  const [grant] = await ctx.db
    .select({ staffId: accessGrants.staffId, reviewedAt: accessGrants.reviewedAt })
    .from(accessGrants)
    .where(eq(accessGrants.id, grantId));
  const audit = (outcome: 'success' | 'failure' | 'denied', reason?: string) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: session.user.id,
        action: 'access.break_glass.review',
        entity: 'access_grant',
        entityId: grantId,
        outcome,
        data: reason ? { reason } : undefined,
      },
      request,
    );
  if (!grant) {
    await audit('failure', 'access.grantNotFound');
    throw new AppError('notFound', undefined, 'access.grantNotFound');
  }
  if (grant.staffId === session.user.id) {
    await audit('denied', 'access.ownGrant');
    throw new AppError('forbidden', undefined, 'access.ownGrant');
  }
  if (grant.reviewedAt) return { reviewed_at: grant.reviewedAt.toISOString() };
  const now = ctx.clock();
  await ctx.db
    .update(accessGrants)
    .set({ reviewedAt: now, reviewedBy: session.user.id })
    .where(and(eq(accessGrants.id, grantId), isNull(accessGrants.reviewedAt)));
  await audit('success');
  return { reviewed_at: now.toISOString() };
}
