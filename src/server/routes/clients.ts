import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appointmentIdParams,
  appointmentTransitionBody,
  clientIdParams,
  clientSearchBody,
  inviteMemberBody,
  sendFormLinkBody,
} from '../../shared/api/clients';
import { requireStaff } from '../auth/guard';
import { requireStaffRecordAccess } from '../auth/record-access';
import type { ActiveSession } from '../auth/session-store';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { inviteMember } from '../services/appointments/member-invite';
import { sendFormLink } from '../services/appointments/send-form-link';
import { transitionForStaff } from '../services/appointments/staff-transition';
import { searchClient, viewClient } from '../services/clients/client-search';

/** The signed-in member of staff, once the access rule lets them change this appointment. */
async function staffOnAppointment(
  ctx: AppContext,
  request: FastifyRequest,
  appointmentId: string,
  action: string,
): Promise<ActiveSession> {
  const session = await requireStaff(ctx, request);
  await requireStaffRecordAccess(
    ctx,
    request,
    { kind: 'appointment', id: appointmentId },
    action,
    'write',
    'appointments.notFound',
  );
  return session;
}

/** Staff-side client search, client info and appointment operations (issue 4). */
export function registerClientRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/clients/search',
    access: 'staff',
    sessionCheckedInHandler: true,
    summary: 'Search a client by exact email or mobile (staff)',
    tags: ['clients'],
    body: clientSearchBody,
    // Checks the staff session itself, in the search statement (client-search.ts).
    handler: ({ body, request }) => searchClient(ctx, request, body),
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/clients/:id',
    access: 'staff',
    summary: 'Client info with appointments and allowed actions (staff)',
    tags: ['clients'],
    params: clientIdParams,
    handler: async ({ params, request }) =>
      viewClient(ctx, request, await requireStaff(ctx, request), params.id),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/appointments/:id/transition',
    access: 'staff',
    summary: 'Move an appointment through its state machine (staff)',
    tags: ['appointments'],
    params: appointmentIdParams,
    body: appointmentTransitionBody,
    handler: async ({ params, body, request }) =>
      transitionForStaff(
        ctx,
        request,
        await staffOnAppointment(ctx, request, params.id, 'appointment.transition'),
        params.id,
        body.event,
        body.reason,
      ),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/appointments/:id/send-form-link',
    access: 'staff',
    summary:
      "Send the client this appointment's form link (a signed fill link) by email or SMS (staff)",
    tags: ['appointments'],
    params: appointmentIdParams,
    body: sendFormLinkBody,
    handler: async ({ params, body, request }) =>
      sendFormLink(
        ctx,
        request,
        await staffOnAppointment(ctx, request, params.id, 'appointment.formLink.send'),
        params.id,
        body.channel,
        body.language,
      ),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/appointments/:id/invite-member',
    access: 'staff',
    summary: "Invite the appointment's client to register as a member (staff)",
    tags: ['appointments'],
    params: appointmentIdParams,
    body: inviteMemberBody,
    handler: async ({ params, body, request }) =>
      inviteMember(
        ctx,
        request,
        await staffOnAppointment(ctx, request, params.id, 'client.memberInvite.send'),
        params.id,
        body.language,
      ),
  });
}
