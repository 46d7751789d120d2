import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordAudit, type AuditEvent, type AuditOutcome } from '../audit';

/** The caller of a visits endpoint as the audit log names them. */
export interface VisitAuditActor {
  actorType: AuditEvent['actorType'];
  actorId: string | null;
}

/**
 * One audit row for a visits read or write. `data` carries ids, decisions and reasons for
 * refusals only: never answers, names or free text a person typed.
 */
export async function auditVisit(
  ctx: AppContext | { db: Db },
  request: FastifyRequest,
  actor: VisitAuditActor,
  event: {
    action: string;
    entity: 'appointment' | 'form_submission' | 'record_addendum';
    entityId: string | null;
    outcome: AuditOutcome;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await recordAudit(
    ctx.db,
    {
      actorType: actor.actorType,
      actorId: actor.actorId,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId,
      outcome: event.outcome,
      data: event.data,
    },
    request,
  );
}
