import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { recordAudit } from '../services/audit';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins our own pages are served from: the public address, and the host the request named. */
function ownOrigins(request: FastifyRequest, publicUrl: string): string[] {
  const origins = [new URL(publicUrl).origin];
  if (request.headers.host) origins.push(`${request.protocol}://${request.headers.host}`);
  return origins;
}

/**
 * A state-changing API request from another site is refused, whatever authenticates it: a
 * session (which also needs the CSRF token), a fill-link grant cookie, or nothing at all
 * (sign-in, code sends, booking). Browsers send `Origin` on every cross-origin POST, PUT and
 * DELETE, and `Sec-Fetch-Site` on modern ones; a request with neither comes from a program,
 * not from a page another site made a browser send, so it is not a forgery.
 */
export function registerOriginCheck(app: FastifyInstance, deps: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const foreign =
      origin !== undefined
        ? !ownOrigins(request, deps.publicUrl).includes(origin)
        : site === 'cross-site';
    if (!foreign) return;
    await recordAudit(
      deps.db,
      {
        actorType: 'anonymous',
        actorId: null,
        action: 'auth.origin',
        entity: 'route',
        entityId: request.url.split('?')[0] ?? null,
        outcome: 'denied',
        data: { method: request.method, site: typeof site === 'string' ? site : null },
      },
      request,
    );
    throw new AppError('csrf');
  });
}
