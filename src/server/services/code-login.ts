import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Destination, SessionInfo } from '../../shared/api/auth';
import { normalizeDestination, type Address } from '../auth/destination';
import { clearLoginFailures, throttleKey } from '../auth/login-throttle';
import { consumeCode } from '../auth/one-time-codes';
import type { AppContext } from '../context';
import { clients } from '../db/schema';
import { AppError } from '../http/app-error';
import { findSignInAccount, type Account } from './accounts';
import { recordAudit } from './audit';
import { sendCodeOrNotice } from './code-sender';
import { languageFor } from './messages';
import { startSession } from './sign-in';

export function codeRejected(): AppError {
  return new AppError(
    'validation',
    [{ path: 'code', message: 'auth.codeInvalidOrExpired' }],
    'auth.codeInvalidOrExpired',
  );
}

/**
 * `POST /api/auth/code/send`. A known account gets a sign-in code; an unknown address gets a
 * "no account yet, please register" notice (spec §8 "new user, please register") instead.
 */
export async function sendLoginCode(
  ctx: AppContext,
  request: FastifyRequest,
  body: Destination & { language?: string },
): Promise<{ sent: true }> {
  const to = normalizeDestination(body);
  const account = await findSignInAccount(ctx.db, to);
  const plan = account
    ? ({ kind: 'code', purpose: 'login' } as const)
    : ({ kind: 'notice', purpose: 'login', message: 'noAccount' } as const);
  // The screen she asks from; an API caller without one gets the account's own language.
  const language = languageFor(account?.type === 'client' ? account.row : null, body.language);
  return sendCodeOrNotice(ctx, request, to, plan, language, account?.id ?? null);
}

/** A client who proves an address by a code has that address verified. */
async function markVerified(ctx: AppContext, account: Account, to: Address): Promise<void> {
  if (account.type !== 'client') return;
  const now = ctx.clock();
  if (to.channel === 'email' && !account.row.emailVerifiedAt) {
    await ctx.db.update(clients).set({ emailVerifiedAt: now }).where(eq(clients.id, account.id));
  } else if (to.channel === 'sms' && !account.row.mobileVerifiedAt) {
    await ctx.db.update(clients).set({ mobileVerifiedAt: now }).where(eq(clients.id, account.id));
  }
}

/** `POST /api/auth/code/login`: the code proves the address; it also lifts a password lockout. */
export async function codeLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: Destination & { code: string; language?: string },
): Promise<SessionInfo> {
  const to = normalizeDestination(body);
  const ok = await consumeCode(ctx, 'login', to, body.code);
  const account = ok ? await findSignInAccount(ctx.db, to) : undefined;
  if (!account) {
    await recordAudit(
      ctx.db,
      {
        actorType: 'anonymous',
        action: 'auth.login',
        entity: 'account',
        outcome: 'failure',
        data: { method: 'code', channel: to.channel },
      },
      request,
    );
    throw codeRejected();
  }
  await markVerified(ctx, account, to);
  await clearLoginFailures(ctx.db, throttleKey(to.channel, to.address));
  return startSession(ctx, request, reply, account, 'code', body.language);
}
