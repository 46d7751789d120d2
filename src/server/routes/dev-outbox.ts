import type { FastifyInstance } from 'fastify';
import { outboxQuery } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { listOutbox } from '../services/outbox';

/**
 * `GET /api/dev/outbox`: lets a person trying the product locally read the codes that went to
 * the outbox table. Registered only outside production (see app.ts), where it would leak codes.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/dev/outbox',
    access: 'public',
    summary: 'Development only: the newest undelivered mail and SMS',
    tags: ['development'],
    query: outboxQuery,
    handler: async ({ query }) => ({
      messages: await listOutbox(ctx.db, Math.min(Number(query.limit ?? 50), 200)),
    }),
  });
}
