import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { AppointmentDto } from '../../../shared/api/clients';
import type { AppointmentEvent } from '../../../shared/appointment';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { consentRecordsOf, loadClient, toAppointmentDto } from '../clients/client-info';
import { storeTimeZone } from '../stores/store-time-zones';
import { publishVisitEvent } from '../visits/publish-visit-event';
import { completionNoteFor } from '../visits/completion-note';
import { applyAppointmentEvent } from './transitions';

/** Who booked it, as client info shows it; null for an online booking. */
async function bookedByName(db: Db, staffId: string | null): Promise<string | null> {
  if (!staffId) return null;
  const [row] = await db.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  return row?.name ?? null;
}

/** A staff-requested move, audited whether it is applied or refused. */
export async function transitionForStaff(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  id: string,
  event: AppointmentEvent,
  reason?: string,
): Promise<AppointmentDto> {
  const audit = (outcome: 'success' | 'failure', data: Record<string, unknown>) =>
    recordAudit(
      ctx.db,
      {
        actorType: 'staff',
        actorId: session.user.id,
        action: 'appointment.transition',
        entity: 'appointment',
        entityId: id,
        outcome,
        data: { event, ...data },
      },
      request,
    );
  const now = ctx.clock();
  let row;
  let note: string | null = null;
  try {
    if (event === 'complete_appointment') note = await completionNoteFor(ctx.db, id, reason);
    row = await applyAppointmentEvent(ctx.db, id, event, now, note);
  } catch (error) {
    if (error instanceof AppError) await audit('failure', { reason: error.messageKey });
    throw error;
  }
  // That a note was given, never its text: it is free text about a client.
  await audit('success', { to: row.state, ...(note ? { completion_note: true } : {}) });
  await publishVisitEvent(ctx.db, {
    appointment_id: row.id,
    store_code: row.storeCode,
    kind: event === 'complete_appointment' ? 'completed' : 'changed',
  });
  const client = (await loadClient(ctx.db, row.clientId))!;
  const consents = await consentRecordsOf(ctx.db, client.id);
  return toAppointmentDto(
    row,
    await bookedByName(ctx.db, row.bookedByStaffId),
    client,
    consents,
    await storeTimeZone(ctx.db, row.storeCode),
  );
}
