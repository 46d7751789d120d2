import type { FastifyInstance } from 'fastify';

/**
 * API answers carry personal and medical data: no browser, proxy or shared cache may keep them
 * (a clinic tablet's back button or a corporate proxy must not show the last client's record).
 * A route that is public by design may set its own Cache-Control; every other `/api/` answer,
 * errors included, is `no-store`.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
