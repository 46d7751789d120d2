import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { appointments, clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { formLinkFor } from './form-link';

/**
 * Staff send the client the medical form link for an appointment by email or SMS. The message
 * goes through the messenger (transport or outbox) in the language staff chose for the client.
 */
export async function sendFormLink(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  appointmentId: string,
  channel: 'email' | 'sms',
  language: string | undefined,
): Promise<{ sent: true }> {
  const [row] = await ctx.db
    .select({ appointment: appointments, client: clients })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError('notFound', undefined, 'appointments.notFound');
  const to = channel === 'email' ? row.client.email : row.client.mobile;
  if (!to) throw new AppError('conflict', undefined, 'clients.noContactForChannel');
  const link = await formLinkFor(ctx, {
    clientId: row.client.id,
    appointmentId,
    storeCode: row.appointment.storeCode,
  });
  await ctx.messenger.send(channel, to, 'formLink', language, undefined, { link });
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'appointment.formLink.send',
      entity: 'appointment',
      entityId: appointmentId,
      outcome: 'success',
      data: { channel, clientId: row.client.id },
    },
    request,
  );
  return { sent: true };
}
