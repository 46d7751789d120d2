import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requireStaffRecordAccess } from '../../auth/record-access';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { actorClientId, type FormActor } from './actor';
import { findOwnAppointment, type AppointmentRow } from './appointment-step';

export interface SubmissionSubject {
  /** The client the answers are about (and who is granted the consents), if known. */
  clientId: string | null;
  appointment?: AppointmentRow;
}

/** The client named by staff at the desk, or 404 `forms.clientNotFound`. */
async function existingClient(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!row) throw new AppError('notFound', undefined, 'forms.clientNotFound');
  return row.id;
}

const ACTION = 'forms.submission.create';

const notFound = () => new AppError('notFound', undefined, 'forms.appointmentNotFound');

/**
 * Whose questionnaire this is and for which appointment:
 * - a fill link holder: the link's client, and its appointment (another one is "not found");
 * - a member of staff who opened the form from the client's appointment (the client fills it
 *   in on the clinic tablet): that appointment's client; without an appointment, the client
 *   staff named at the desk (a change in medical history between visits);
 * - a signed-in client: only their own appointments; anyone else: nobody's.
 */
export async function submissionSubject(
  ctx: AppContext,
  request: FastifyRequest,
  actor: FormActor,
  appointmentId: string | undefined,
  deskClientId?: string,
): Promise<SubmissionSubject> {
  const { db } = ctx;
  if (actor.kind === 'link') {
    const id = appointmentId ?? actor.appointmentId ?? undefined;
    if (id && actor.appointmentId && id !== actor.appointmentId) throw notFound();
    const appointment = id ? await findOwnAppointment(db, actor.clientId, id) : undefined;
    return { clientId: actor.clientId, appointment };
  }
  if (actor.kind === 'staff') {
    if (!appointmentId) {
      if (!deskClientId) return { clientId: null };
      const clientId = await existingClient(db, deskClientId);
      await requireStaffRecordAccess(
        ctx,
        request,
        { kind: 'client', id: clientId },
        ACTION,
        'write',
      );
      return { clientId };
    }
    await requireStaffRecordAccess(
      ctx,
      request,
      { kind: 'appointment', id: appointmentId },
      ACTION,
      'write',
      'forms.appointmentNotFound',
    );
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .limit(1);
    if (!appointment) throw notFound();
    return { clientId: appointment.clientId, appointment };
  }
  const clientId = actorClientId(actor) ?? null;
  if (!appointmentId) return { clientId };
  // Anonymous callers cannot tie a submission to anyone's appointment.
  if (!clientId) throw notFound();
  return { clientId, appointment: await findOwnAppointment(db, clientId, appointmentId) };
}
