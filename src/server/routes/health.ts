import type { FastifyInstance } from 'fastify';
import { ping, type Db } from '../db/client';

const HEALTH_TIMEOUT_MS = 3_000;

/** `GET /healthz`: 200 only when the database answers in time; load balancers poll it. */
export function registerHealthRoutes(app: FastifyInstance, db: Db): void {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) => {
    try {
      await Promise.race([
        ping(db),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), HEALTH_TIMEOUT_MS).unref(),
        ),
      ]);
      return reply.send({ status: 'ok' });
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
