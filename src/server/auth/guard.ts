import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../shared/api/auth';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { recordAudit } from '../services/audit';
import { readSessionCookie } from './session-cookie';
import { lookupSession, type ActiveSession } from './session-store';
import { safeEqual } from './tokens';

export type SessionState = { state: 'none' } | { state: 'ended' } | ActiveState;
type ActiveState = { state: 'active'; session: ActiveSession };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const resolved = new WeakMap<FastifyRequest, Promise<SessionState>>();

/** The request's session, looked up once per request: none (no cookie), ended, or active. */
export function readSession(ctx: AppContext, request: FastifyRequest): Promise<SessionState> {
  let state = resolved.get(request);
  if (!state) {
    const token = readSessionCookie(request);
    state = token ? lookupSession(ctx, token) : Promise.resolve({ state: 'none' as const });
    resolved.set(request, state);
  }
  return state;
}

/**
 * CSRF defence for cookie-authenticated mutations: the `x-csrf-token` header must equal the
 * session's token, which only our own pages can read (from GET /api/session). A cross-site
 * form can send the cookie but cannot know or set the header.
 */
export async function assertCsrf(
  ctx: AppContext,
  request: FastifyRequest,
  session: ActiveSession,
): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && safeEqual(header, session.csrfToken)) return;
  await recordAudit(
    ctx.db,
    {
      actorType: session.user.kind,
      actorId: session.user.id,
      action: 'auth.csrf',
      entity: 'session',
      entityId: session.id,
      outcome: 'denied',
      data: { method: request.method, path: request.routeOptions.url ?? null },
    },
    request,
  );
  throw new AppError('csrf');
}

/**
 * A signed-in person or 401: `unauthenticated` (40100) without a cookie, `sessionExpired`
 * (40101) when the cookie's session has ended. Mutations also pass the CSRF check.
 */
export async function requireSession(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<ActiveSession> {
  const state = await readSession(ctx, request);
  if (state.state === 'none') throw new AppError('unauthenticated');
  if (state.state === 'ended') throw new AppError('sessionExpired');
  await assertCsrf(ctx, request, state.session);
  return state.session;
}

/** A signed-in member of staff with one of `roles` (any role when none is given), else 403. */
export async function requireStaff(
  ctx: AppContext,
  request: FastifyRequest,
  ...roles: StaffRole[]
): Promise<ActiveSession> {
  const session = await requireSession(ctx, request);
  const { user } = session;
  if (user.kind === 'staff' && (roles.length === 0 || roles.includes(user.role!))) return session;
  await recordAudit(
    ctx.db,
    {
      actorType: user.kind,
      actorId: user.id,
      action: 'auth.forbidden',
      entity: 'route',
      entityId: request.routeOptions.url ?? null,
      outcome: 'denied',
      data: { method: request.method, needed: roles },
    },
    request,
  );
  throw new AppError('forbidden');
}
