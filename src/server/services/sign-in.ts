import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../shared/api/auth';
import { readSession } from '../auth/guard';
import { setSessionCookie } from '../auth/session-cookie';
import { createSession, endSession, type ActiveSession } from '../auth/session-store';
import type { AppContext } from '../context';
import { isLanguage } from '../../shared/languages';
import type { Account } from './accounts';
import { notePreferredLanguage } from './clients/preferred-language';
import { recordAudit } from './audit';

export function sessionInfo(session: ActiveSession | undefined): SessionInfo {
  return session
    ? { authenticated: true, user: session.user, csrfToken: session.csrfToken }
    : { authenticated: false, user: null, csrfToken: null };
}

function displayName(account: Account): string {
  return account.type === 'staff'
    ? account.row.name
    : `${account.row.firstName} ${account.row.lastName}`;
}

/**
 * Signs the account in: a brand-new session and token (never a reused one, so a token planted
 * before sign-in is worthless), the cookie, an audit event. A session the request already had
 * is ended first. A client who signs in on a screen in one of the seven languages has it as
 * her preferred language from now on (decision 043); a member of staff's changes nothing.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  method: 'password' | 'code' | 'registration' | 'setup',
  screenLanguage?: string,
): Promise<SessionInfo> {
  const language =
    account.type === 'client' && isLanguage(screenLanguage) ? screenLanguage : undefined;
  if (language) await notePreferredLanguage(ctx.db, account.id, language);
  const previous = await readSession(ctx, request);
  if (previous.state === 'active') {
    await endSession(ctx.db, previous.session.id, ctx.clock(), 'replaced');
  }
  const created = await createSession(
    ctx,
    { type: account.type, id: account.id },
    { ip: request.ip, userAgent: request.headers['user-agent'] },
  );
  setSessionCookie(reply, ctx.config, created.token, created.maxAgeSeconds);
  await recordAudit(
    ctx.db,
    {
      actorType: account.type,
      actorId: account.id,
      action: 'auth.login',
      entity: account.type,
      entityId: account.id,
      outcome: 'success',
      data: { method, ...(language ? { language } : {}) },
    },
    request,
  );
  return {
    authenticated: true,
    user: {
      id: account.id,
      kind: account.type,
      role: account.type === 'staff' ? account.row.role : null,
      name: displayName(account),
    },
    csrfToken: created.csrfToken,
  };
}
