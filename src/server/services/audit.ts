import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditOutcome = 'success' | 'failure' | 'denied';

export interface AuditEvent {
  actorType: 'staff' | 'client' | 'link' | 'anonymous' | 'system';
  actorId?: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  outcome: AuditOutcome;
  /** Identifiers and reasons only: never PHI, search terms, codes or tokens. */
  data?: Record<string, unknown>;
}

/** Appends one row to the audit log, with the request's IP and user agent when there is one. */
export async function recordAudit(
  db: Db,
  event: AuditEvent,
  request?: FastifyRequest,
): Promise<void> {
  await db.insert(auditEvents).values({
    actorType: event.actorType,
    actorId: event.actorId ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId ?? null,
    outcome: event.outcome,
    data: event.data ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 512) ?? null,
  });
}
