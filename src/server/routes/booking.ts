import type { FastifyInstance } from 'fastify';
import { bookingBody, bookingSendCodeBody, bookingSlotsQuery } from '../../shared/api/clients';
import { normalizeDestination } from '../auth/destination';
import { readSession, requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { bookAppointment, sendBookingCode } from '../services/booking/book';
import { bookingOptions, listSlots } from '../services/booking/slots';

/** Online booking (spec /book-online, issue 4), public; and the same for staff at the desk. */
export function registerBookingRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/booking/options',
    access: 'public',
    summary: 'Stores that take bookings and the services offered',
    tags: ['booking'],
    handler: async ({ request }) => {
      // Staff at the desk book at any store of theirs, named or not.
      const state = await readSession(ctx, request);
      const staff = state.state === 'active' && state.session.user.kind === 'staff';
      return bookingOptions(ctx, staff ? 'staff' : 'client');
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/api/booking/slots',
    access: 'public',
    summary: "A store's start times on a local date for a service, with availability",
    tags: ['booking'],
    query: bookingSlotsQuery,
    handler: async ({ query, request }) => {
      // Staff at the desk also see the slot under way (walk-ins); reading it needs no CSRF.
      const state = await readSession(ctx, request);
      const staff = state.state === 'active' && state.session.user.kind === 'staff';
      return listSlots(ctx, query.store, query.date, query.service, staff ? 'staff' : 'client');
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/booking/send-code',
    access: 'public',
    summary: 'Send a booking code to an email or mobile; always answers {sent: true}',
    tags: ['booking'],
    body: bookingSendCodeBody,
    handler: ({ body, request }) =>
      sendBookingCode(ctx, request, normalizeDestination(body), body.language),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/booking/book',
    access: 'public',
    summary: 'Book a start time with the contact confirmed by its code',
    tags: ['booking'],
    body: bookingBody,
    handler: ({ body, request }) => bookAppointment(ctx, request, normalizeDestination(body), body),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/appointments',
    access: 'staff',
    summary:
      'Staff register a client (or find them by the contact the code confirms) and book a slot',
    tags: ['appointments'],
    body: bookingBody,
    handler: async ({ body, request }) => {
      const session = await requireStaff(ctx, request);
      return bookAppointment(ctx, request, normalizeDestination(body), body, session.user.id);
    },
  });
}
