import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSession, requireStaff } from '../auth/guard';
import { readSessionCookie } from '../auth/session-cookie';
import type { AppContext } from '../context';
import { recordAudit } from '../services/audit';
import { resolveFormActor } from '../services/forms/actor';
import { AppError } from './app-error';

/**
 * Who may reach a route's input parsing. `session` (the default, so a route added without
 * thinking about it is closed) and `staff` are checked before params, query or body are read:
 * an anonymous caller gets 401 and learns nothing about the route's fields. `public` routes
 * (sign-in, registration, fill and verification links, reference data) check their callers
 * themselves. `form-actor` also lets in a fill link's holder without a session (its grant cookie),
 * as the questionnaire reads do. Handlers keep their own role checks (e.g. admin only) and audits.
 */
export type RouteAccess = 'public' | 'session' | 'staff' | 'form-actor';

export type AccessCheck = (request: FastifyRequest, access: RouteAccess) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    checkRouteAccess: AccessCheck;
  }
}

/** Gives apiRoute the session checks of this app; called once in buildApp before any route. */
export function registerRouteAccess(app: FastifyInstance, ctx: AppContext): void {
  const check = async (request: FastifyRequest, access: RouteAccess) => {
    if (access === 'staff') await requireStaff(ctx, request);
    else if (access === 'session') await requireSession(ctx, request);
    else if (access === 'form-actor') {
      const actor = await resolveFormActor(ctx, request);
      if (actor.kind === 'anonymous') throw new AppError('unauthenticated');
    }
  };
  app.decorate('checkRouteAccess', async (request: FastifyRequest, access: RouteAccess) => {
    try {
      await check(request, access);
    } catch (error) {
      // A refused caller without a live session is a failed authorization like any other:
      // audited (route and method only), then answered 401. Role refusals audit themselves.
      if (error instanceof AppError && error.status === 401) {
        await recordAudit(
          ctx.db,
          {
            actorType: 'anonymous',
            action: 'auth.unauthenticated',
            entity: 'route',
            entityId: request.routeOptions.url ?? null,
            outcome: 'denied',
            data: { method: request.method, reason: error.messageKey },
          },
          request,
        );
      }
      throw error;
    }
  });
}

/**
 * For a handler that checks the session inside its own statement (client search: one round
 * trip): without a session cookie it is refused at once, with the same 401 requireSession gives.
 */
export function assertSessionCookie(request: FastifyRequest): void {
  if (!readSessionCookie(request)) throw new AppError('unauthenticated');
}
