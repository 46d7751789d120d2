import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  APPOINTMENT_STATES,
  canApply,
  isAppointmentState,
  nextState,
  type AppointmentEvent,
} from '../../../shared/appointment';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';

type AppointmentRow = typeof appointments.$inferSelect;

const illegal = () => new AppError('conflict', undefined, 'appointments.illegalTransition');

/**
 * Applies one state-machine event to an appointment. The UPDATE is conditional on the state it
 * was read in, so two concurrent moves cannot both succeed from the same state; the loser gets
 * the same 409 as any illegal move.
 */
export async function applyAppointmentEvent(
  db: Db,
  id: string,
  event: AppointmentEvent,
  now: Date,
  /** Why a visit was completed without a signed treatment record. */
  completionNote: string | null = null,
): Promise<AppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new AppError('notFound', undefined, 'appointments.notFound');
  const from = isAppointmentState(row.state) ? row.state : undefined;
  const to = from && nextState(from, event);
  if (!from || !to) throw illegal();
  const [updated] = await db
    .update(appointments)
    .set({
      state: to,
      updatedAt: now,
      ...(event === 'start_filling' ? { fillingStartedAt: now } : {}),
      ...(event === 'complete_appointment' ? { completedAt: now, completionNote } : {}),
    })
    .where(and(eq(appointments.id, id), eq(appointments.state, from)))
    .returning();
  if (!updated) throw illegal();
  return updated;
}

/** States the missed job may leave, straight from the state machine. */
export const MISSABLE_STATES = APPOINTMENT_STATES.filter((s) => canApply(s, 'mark_missed'));

/**
 * The UPDATE that marks every appointment whose end time has passed without completion as
 * missed: served by appointments_open_end_idx, which holds exactly the open appointments.
 */
export function missedAppointmentsUpdate(db: Db, now: Date) {
  return db
    .update(appointments)
    .set({ state: nextState('not_started', 'mark_missed')!, updatedAt: now })
    .where(
      and(
        isNull(appointments.completedAt),
        lt(appointments.endsAt, now),
        inArray(appointments.state, MISSABLE_STATES),
      ),
    )
    .returning({ id: appointments.id });
}

/** Marks what ended open as missed, in one UPDATE, safe to run on several app nodes at once. */
export async function markMissedAppointments(db: Db, now: Date): Promise<string[]> {
  const rows = await missedAppointmentsUpdate(db, now);
  return rows.map((r) => r.id);
}
