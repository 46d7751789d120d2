import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { emailField, type PasswordLoginBody, type SessionInfo } from '../../shared/api/auth';
import type { Address } from '../auth/destination';
import {
  assertLoginAllowed,
  clearLoginFailures,
  LOGIN_THROTTLE,
  recordLoginFailure,
  throttleKey,
} from '../auth/login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { requireE164 } from '../auth/phone';
import type { AppContext } from '../context';
import { clients, staff } from '../db/schema';
import { AppError, rateLimitedUntil } from '../http/app-error';
import { parseInput } from '../http/validate';
import { findSignInAccount, type Account } from './accounts';
import { recordAudit } from './audit';
import { startSession } from './sign-in';

/** The account field is an email when it has an @, otherwise a mobile number. */
function accountAddress(body: PasswordLoginBody): Address {
  if (body.account.includes('@')) {
    try {
      return { channel: 'email', address: parseInput(emailField, body.account) };
    } catch {
      throw new AppError('validation', [{ path: 'account', message: 'validation.invalidEmail' }]);
    }
  }
  return { channel: 'sms', address: requireE164(body.account, body.country, 'account') };
}

async function rehashIfWeak(ctx: AppContext, account: Account, password: string) {
  if (!account.passwordHash || !needsRehash(account.passwordHash)) return;
  const passwordHash = await hashPassword(password);
  const table = account.type === 'staff' ? staff : clients;
  await ctx.db.update(table).set({ passwordHash }).where(eq(table.id, account.id));
}

/**
 * Password sign-in. An unknown account, a deactivated one, one without a password and a wrong
 * password all take one argon2 verify and give the same `auth.wrongAccountOrPassword`.
 */
export async function passwordLogin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: PasswordLoginBody,
): Promise<SessionInfo> {
  const to = accountAddress(body);
  const key = throttleKey(to.channel, to.address);
  const account = await findSignInAccount(ctx.db, to);
  const actor = { actorType: account?.type ?? 'anonymous', actorId: account?.id ?? null } as const;
  try {
    await assertLoginAllowed(ctx.db, ctx.clock(), key);
  } catch (error) {
    const reason = error instanceof AppError ? error.messageKey : 'throttled';
    await recordAudit(
      ctx.db,
      {
        ...actor,
        action: 'auth.login',
        entity: 'account',
        outcome: 'denied',
        data: { method: 'password', reason },
      },
      request,
    );
    throw error;
  }
  const ok = account?.passwordHash
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyAgainstDummy(body.password);
  if (!ok || !account) {
    const locked = await recordLoginFailure(ctx.db, ctx.clock(), key);
    await recordAudit(
      ctx.db,
      {
        ...actor,
        action: 'auth.login',
        entity: 'account',
        outcome: 'failure',
        data: { method: 'password', knownAccount: Boolean(account) },
      },
      request,
    );
    if (locked) {
      await recordAudit(
        ctx.db,
        {
          ...actor,
          action: 'auth.lockout',
          entity: 'account',
          outcome: 'denied',
          data: { method: 'password' },
        },
        request,
      );
      const until = new Date(ctx.clock().getTime() + LOGIN_THROTTLE.lockMs);
      throw rateLimitedUntil('auth.accountLocked', until, ctx.clock());
    }
    throw new AppError('unauthenticated', undefined, 'auth.wrongAccountOrPassword');
  }
  await clearLoginFailures(ctx.db, key);
  await rehashIfWeak(ctx, account, body.password);
  return startSession(ctx, request, reply, account, 'password', body.language);
}
