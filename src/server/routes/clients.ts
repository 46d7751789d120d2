import type { FastifyInstance } from 'fastify';
import {
  appointmentIdParams,
  appointmentTransitionBody,
  clientIdParams,
  clientSearchBody,
  inviteMemberBody,
  sendFormLinkBody,
} from '../../shared/api/clients';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { inviteMember } from '../services/appointments/member-invite';
import { sendFormLink } from '../services/appointments/send-form-link';
import { transitionForStaff } from '../services/appointments/staff-transition';
import { searchClient, viewClient } from '../services/clients/client-search';

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
        await requireStaff(ctx, request),
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
        await requireStaff(ctx, request),
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
      inviteMember(ctx, request, await requireStaff(ctx, request), params.id, body.language),
  });
}
