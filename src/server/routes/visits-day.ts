import type { FastifyInstance } from 'fastify';
import { chairBody, dayViewQuery, visitParams } from '../../shared/api/visits';
import { requireStaff } from '../auth/guard';
import type { AppContext } from '../context';
import type { ListenFn } from '../db/listen';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { loadDayView } from '../services/visits/day-view';
import { openEventStream } from '../services/visits/event-stream';
import { storeScopeOf } from '../services/visits/staff-stores';
import { staffStreamStillAllowed } from '../services/visits/stream-session';
import { setVisitChair } from '../services/visits/visit-chair';
import { createVisitEventsHub } from '../services/visits/visit-events-hub';
import { registerStaffStoresRoutes } from './staff-stores';

const noListen: ListenFn = async () => async () => undefined;

/**
 * The clinic's day view: the day's visits, their live events over Server-Sent
 * Events, and the admin's store membership the two follow. The events hub listens from ready
 * until close; open streams are ended before the server closes so closing never hangs.
 */
export function registerVisitDayRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  listen: ListenFn | undefined,
): void {
  const hub = createVisitEventsHub(listen ?? noListen, ctx.log);
  const openStreams = new Set<() => void>();
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', () => hub.stop());

  apiRoute(app, {
    method: 'GET',
    url: '/api/visits/day',
    access: 'staff',
    summary: "The clinic's day: visits of the staff member's stores (staff)",
    tags: ['visits'],
    query: dayViewQuery,
    handler: async ({ query, request }) => {
      const session = await requireStaff(ctx, request);
      return loadDayView(ctx, request, session.user, query);
    },
  });

  apiRoute(app, {
    method: 'PUT',
    url: '/api/visits/:appointment_id/chair',
    summary: "Seat a visit's client in a chair, or clear it (staff of the store)",
    tags: ['visits'],
    params: visitParams,
    body: chairBody,
    handler: ({ params, body, request }) =>
      setVisitChair(ctx, request, params.appointment_id, body.chair),
  });

  app.get(
    '/api/visits/events',
    {
      schema: {
        summary: "Live visit events of the staff member's stores (Server-Sent Events, staff)",
        tags: ['visits'],
      },
    },
    async (request, reply) => {
      const session = await requireStaff(ctx, request);
      const scope = await storeScopeOf(ctx.db, session.user);
      const stores = new Set(scope.map((s) => s.code));
      await recordAudit(
        ctx.db,
        {
          actorType: 'staff',
          actorId: session.user.id,
          action: 'visits.events.open',
          entity: 'store',
          outcome: 'success',
          data: { store_codes: [...stores] },
        },
        request,
      );
      openEventStream(request, reply, {
        hub,
        stores,
        open: openStreams,
        stillAllowed: () => staffStreamStillAllowed(ctx.db, ctx.clock, session.id, stores),
      });
      return reply;
    },
  );

  registerStaffStoresRoutes(app, ctx);
}
