import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isAppointmentState, isFinal } from '../../../shared/appointment';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { appointments, clients, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { languageFor } from '../messages';
import { appointmentFacts } from '../stores/appointment-facts';
import { formLinkFor } from './form-link';

/**
 * Staff send the client the medical form link for an appointment by email or SMS. The message
 * and the link are in her language (`languageFor`): the one the desk chose on purpose, else
 * her preferred language, else the clinic's. A completed, missed or cancelled appointment is
 * refused first: there is nothing left to fill, and the answer should say so rather than
 * which contact is missing.
 */
export async function sendFormLink(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  appointmentId: string,
  channel: 'email' | 'sms',
  /** A language the desk chose on purpose for this message; none: hers. */
  chosenLanguage: string | undefined,
): Promise<{ sent: true }> {
  const [row] = await ctx.db
    .select({ appointment: appointments, client: clients, store: stores })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(stores, eq(stores.code, appointments.storeCode))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError('notFound', undefined, 'appointments.notFound');
  const { state } = row.appointment;
  if (isAppointmentState(state) && isFinal(state)) {
    throw new AppError('conflict', undefined, 'appointments.closed');
  }
  const to = channel === 'email' ? row.client.email : row.client.mobile;
  if (!to) throw new AppError('conflict', undefined, 'clients.noContactForChannel');
  const language = languageFor(row.client, chosenLanguage, row.store);
  const link = await formLinkFor(ctx, row.appointment, session.user.id, language);
  await ctx.messenger.send(channel, to, 'formLink', language, undefined, {
    ...appointmentFacts(row.store, row.appointment, language),
    link: link.url,
  });
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'appointment.formLink.send',
      entity: 'appointment',
      entityId: appointmentId,
      outcome: 'success',
      // The link id lets staff find and revoke this very link later.
      data: {
        channel,
        clientId: row.client.id,
        linkId: link.jti,
        language,
        languageChosen: chosenLanguage !== undefined,
      },
    },
    request,
  );
  return { sent: true };
}
