import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { ContactInfoDto, ContactStatus } from '../../../shared/api/clients';
import { isAppointmentState, isFinal } from '../../../shared/appointment';
import { signContactCode } from '../../auth/contact-code';
import type { AppContext } from '../../context';
import { appointments, clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { resolveClientAccess } from './contact-access';
import { toClientDetails } from './client-details';

type ClientRow = typeof clients.$inferSelect;

/** 1: personal details missing (new contact); 2: known client confirms; 3: staff must help. */
export function contactStatus(client: ClientRow, appointmentState: string): ContactStatus {
  if (!isAppointmentState(appointmentState) || isFinal(appointmentState)) return 3;
  const complete = client.gender && client.dateOfBirth && client.occupation && client.address;
  return complete ? 2 : 1;
}

/**
 * contactinfo_show / new_contact_info: the contact code names a client and an appointment; the
 * answer says which page the client goes to. `renew` also returns a fresh code.
 */
export async function showContactInfo(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
  renew: boolean,
): Promise<ContactInfoDto> {
  const access = await resolveClientAccess(ctx, request, code);
  const claims = access.claims!;
  const [row] = await ctx.db
    .select({ client: clients, appointment: appointments })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.clientId))
    .where(and(eq(appointments.id, claims.appointmentId), eq(clients.id, claims.clientId)));
  if (!row) throw new AppError('unauthenticated', undefined, 'clients.contactCodeInvalid');
  await recordAudit(
    ctx.db,
    {
      actorType: 'link',
      actorId: row.client.id,
      action: 'client.contactInfo.view',
      entity: 'client',
      entityId: row.client.id,
      outcome: 'success',
      data: { appointmentId: row.appointment.id, renew },
    },
    request,
  );
  const state = isAppointmentState(row.appointment.state) ? row.appointment.state : 'not_started';
  return {
    status: contactStatus(row.client, row.appointment.state),
    client: toClientDetails(row.client),
    appointment: {
      number: row.appointment.number,
      store_code: row.appointment.storeCode,
      starts_at: row.appointment.startsAt.toISOString(),
      state,
    },
    ...(renew
      ? {
          code: signContactCode(
            ctx.config.secrets.linkTokenKeys,
            { clientId: row.client.id, appointmentId: row.appointment.id },
            ctx.clock(),
          ),
        }
      : {}),
  };
}
