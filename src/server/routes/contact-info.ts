import type { FastifyInstance } from 'fastify';
import {
  confirmContactChangeBody,
  contactCodeBody,
  userDetailsBody,
  userInfoShowBody,
} from '../../shared/api/clients';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { showClientDetails, updateClientDetails } from '../services/clients/client-details';
import { confirmContactChange } from '../services/clients/contact-change';
import { showContactInfo } from '../services/clients/contact-info';

/** The client's side: contact info from a contact code, and /userinfo, /userData details. */
export function registerContactInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/contactinfo_show',
    access: 'public',
    summary: 'Contact info and status (1 new, 2 known, 3 staff help) for a contact code',
    tags: ['contact-info'],
    body: contactCodeBody,
    handler: ({ body, request }) => showContactInfo(ctx, request, body.code, false),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/new_contact_info',
    access: 'public',
    summary: 'As contactinfo_show, plus a fresh contact code',
    tags: ['contact-info'],
    body: contactCodeBody,
    handler: ({ body, request }) => showContactInfo(ctx, request, body.code, true),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/confirm_user_info_show',
    access: 'public',
    summary: "The client's own details (session or contact code)",
    tags: ['contact-info'],
    body: userInfoShowBody,
    handler: ({ body, request }) => showClientDetails(ctx, request, body.code),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/update_user_info',
    access: 'public',
    summary: "Save the client's own details (session or contact code)",
    tags: ['contact-info'],
    body: userDetailsBody,
    handler: ({ body, request }) => updateClientDetails(ctx, request, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/mform/confirm_contact_change',
    access: 'public',
    summary: 'Confirm a new email or mobile with the code sent to it; it then replaces the old',
    tags: ['contact-info'],
    body: confirmContactChangeBody,
    handler: ({ body, request }) => confirmContactChange(ctx, request, body),
  });
}
