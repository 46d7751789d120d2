import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ActiveSession } from '../../auth/session-store';
import type { AppContext } from '../../context';
import { appointments, clients, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { languageFor } from '../messages';

/**
 * "Register and Process to Medical Questionnaire": staff cannot choose a client's password, so
 * the client is invited to register themselves (the link to /login?mode=register) while the
 * questionnaire goes on. Sent only to a contact the client has proved: an invitation to an
 * address nobody verified could reach a stranger. Email first, else SMS; in her language.
 */
export async function inviteMember(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
  appointmentId: string,
  /** A language the desk chose on purpose for this message; none: hers. */
  chosenLanguage: string | undefined,
): Promise<{ sent: true; channel: 'email' | 'sms' }> {
  const [row] = await ctx.db
    .select({ client: clients, store: { language: stores.language } })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .innerJoin(stores, eq(stores.code, appointments.storeCode))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError('notFound', undefined, 'appointments.notFound');
  const { client } = row;
  if (client.passwordHash !== null) {
    throw new AppError('conflict', undefined, 'clients.alreadyMember');
  }
  const to =
    client.email && client.emailVerifiedAt
      ? { channel: 'email' as const, address: client.email }
      : client.mobile && client.mobileVerifiedAt
        ? { channel: 'sms' as const, address: client.mobile }
        : null;
  if (!to) throw new AppError('conflict', undefined, 'clients.noVerifiedContact');
  const language = languageFor(client, chosenLanguage, row.store);
  await ctx.messenger.send(to.channel, to.address, 'memberInvite', language, undefined, {});
  await recordAudit(
    ctx.db,
    {
      actorType: 'staff',
      actorId: session.user.id,
      action: 'client.memberInvite.send',
      entity: 'client',
      entityId: client.id,
      outcome: 'success',
      data: { channel: to.channel, appointmentId, language },
    },
    request,
  );
  return { sent: true, channel: to.channel };
}
