import { and, eq, isNull } from 'drizzle-orm';
import { isAppointmentState, nextState, type AppointmentState } from '../../../shared/appointment';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type AppointmentRow = typeof appointments.$inferSelect;

/** The client's own appointment, or 404 (another client's id is "not found", not "forbidden"). */
export async function findOwnAppointment(
  db: Db,
  clientId: string,
  appointmentId: string,
): Promise<AppointmentRow> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.clientId, clientId)))
    .limit(1);
  if (!row) throw new AppError('notFound', undefined, 'forms.appointmentNotFound');
  return row;
}

function notFillable(): AppError {
  return new AppError('conflict', undefined, 'forms.appointmentNotFillable');
}

/**
 * Moves an appointment to "MF and RF completed" through the state machine: not started →
 * filling → completed forms. Each step is a compare-and-set on the state, so two submissions
 * racing for one appointment cannot both move it; any illegal move is a 409.
 */
export async function completeFormsStep(
  tx: Db,
  appointment: AppointmentRow,
  now: Date,
): Promise<AppointmentState> {
  if (!isAppointmentState(appointment.state)) throw notFillable();
  let state: AppointmentState = appointment.state;
  const path =
    state === 'not_started'
      ? (['start_filling', 'complete_forms'] as const)
      : (['complete_forms'] as const);
  for (const event of path) {
    const next = nextState(state, event);
    if (!next) throw notFillable();
    const moved = await tx
      .update(appointments)
      .set({
        state: next,
        updatedAt: now,
        ...(event === 'start_filling' ? { fillingStartedAt: now } : {}),
      })
      .where(and(eq(appointments.id, appointment.id), eq(appointments.state, state)))
      .returning({ id: appointments.id });
    if (moved.length === 0) throw notFillable();
    state = next;
  }
  return state;
}

/**
 * A change in medical history signed for a visit whose forms are already signed: the visit
 * stays at "MF and RF completed" and the practitioner reviews the newer record. A compare-and-set
 * on the state and the undecided clearance, so a change racing the decision is a 409, never a
 * change the decision did not see.
 */
export async function historyChangeStep(
  tx: Db,
  appointment: AppointmentRow,
  now: Date,
): Promise<AppointmentState> {
  const touched = await tx
    .update(appointments)
    .set({ updatedAt: now })
    .where(
      and(
        eq(appointments.id, appointment.id),
        eq(appointments.state, 'mf_rf_completed'),
        isNull(appointments.clearance),
      ),
    )
    .returning({ id: appointments.id });
  if (touched.length === 0) throw notFillable();
  return 'mf_rf_completed';
}
