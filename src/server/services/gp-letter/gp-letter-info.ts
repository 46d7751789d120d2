import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { GpLetterInfo } from '../../../shared/api/gp-letter';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { loadClient } from '../clients/client-info';
import { loadSignedRecords } from '../visits/record-submissions';
import { openVisit } from '../visits/visit-access';
import { auditVisit } from '../visits/visit-audit';
import { gpPermissionOf } from './gp-permission';

export const GP_LETTER_READ = 'visits.gp_letter.read';
export const GP_LETTER_SEND = 'visits.gp_letter.send';

/** When a GP letter of this visit was last sent, from the audit log (the one record of it). */
export async function lastSentAt(db: Db, appointmentId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: auditEvents.at })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, GP_LETTER_SEND),
        eq(auditEvents.entityId, appointmentId),
        eq(auditEvents.outcome, 'success'),
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row?.at.toISOString() ?? null;
}

function questionnaireGpName(records: readonly { answers: Record<string, unknown> }[]) {
  for (const record of records) {
    const name = record.answers.gp_name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return null;
}

/** What the record screen shows before sending: the permission and the GP on file. */
export async function readGpLetterInfo(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
): Promise<GpLetterInfo> {
  const { who, visit } = await openVisit(
    ctx,
    request,
    appointmentId,
    GP_LETTER_READ,
    ['practitioner', 'nurse', 'admin'],
    'read',
  );
  const [client, records, sentAt] = await Promise.all([
    loadClient(ctx.db, visit.clientId),
    loadSignedRecords(ctx.db, visit.id),
    lastSentAt(ctx.db, visit.id),
  ]);
  if (!client) throw new AppError('internal');
  const { permission, field } = gpPermissionOf(records);
  await auditVisit(
    ctx,
    request,
    { actorType: 'staff', actorId: who.id },
    {
      action: GP_LETTER_READ,
      entity: 'appointment',
      entityId: visit.id,
      outcome: 'success',
      data: { client_id: visit.clientId },
    },
  );
  return {
    permission,
    permission_field: field,
    // Before the first letter, the name the client gave on the questionnaire (UK forms ask it).
    gp_name: client.gpName ?? questionnaireGpName(records),
    gp_email: client.gpEmail,
    last_sent_at: sentAt,
  };
}
