import type { FastifyInstance } from 'fastify';
import type { SessionInfo } from '../../shared/api/auth';
import { assertCsrf, readSession } from '../auth/guard';
import { clearSessionCookie } from '../auth/session-cookie';
import { endSession } from '../auth/session-store';
import type { AppContext } from '../context';
import { apiRoute } from '../http/route';
import { recordAudit } from '../services/audit';
import { sessionInfo } from '../services/sign-in';

/**
 * `GET /api/session`: who is signed in. The login cookie is HttpOnly, so this is how the web
 * app learns it (DESIGN.md "Deliberate departures") and where it gets the CSRF token.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, {
    method: 'GET',
    url: '/api/session',
    access: 'public',
    summary: 'The signed-in person, if any, and the CSRF token for mutations',
    tags: ['session'],
    handler: async ({ request, reply }): Promise<SessionInfo> => {
      const state = await readSession(ctx, request);
      if (state.state === 'active') return sessionInfo(state.session);
      if (state.state === 'ended') {
        clearSessionCookie(reply, ctx.config);
        return { ...sessionInfo(undefined), expired: true };
      }
      return sessionInfo(undefined);
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/api/session/logout',
    access: 'public',
    summary: 'Sign out: the session ends on the server and the cookie is cleared',
    tags: ['session'],
    handler: async ({ request, reply }) => {
      const state = await readSession(ctx, request);
      if (state.state === 'active') {
        const { session } = state;
        await assertCsrf(ctx, request, session);
        await endSession(ctx.db, session.id, ctx.clock(), 'logout');
        await recordAudit(
          ctx.db,
          {
            actorType: session.user.kind,
            actorId: session.user.id,
            action: 'auth.logout',
            entity: 'session',
            entityId: session.id,
            outcome: 'success',
          },
          request,
        );
      }
      clearSessionCookie(reply, ctx.config);
      return null;
    },
  });
}
