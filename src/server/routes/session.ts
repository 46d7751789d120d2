import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../http/route';

/**
 * `GET /api/session`: who is signed in. The login cookie is HttpOnly, so this is how the web
 * app learns it (DESIGN.md "Deliberate departures"). Sign-in itself arrives with accounts;
 * until then nobody is signed in.
 */
export function registerSessionRoutes(app: FastifyInstance): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/session',
    summary: 'The signed-in person, if any',
    tags: ['session'],
    handler: async () => ({ authenticated: false, user: null }),
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/session/logout',
    summary: 'Sign out: the login cookie is cleared',
    tags: ['session'],
    handler: async ({ reply }) => {
      reply.clearCookie('login_token', { path: '/' });
      return null;
    },
  });
}
