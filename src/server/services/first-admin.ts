import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionInfo } from '../../shared/api/auth';
import { assertAcceptablePassword } from '../auth/password-policy';
import { consumeSetupToken, hasActiveAdmin } from '../auth/setup-tokens';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { recordAudit } from './audit';
import { startSession } from './sign-in';
import { createStaff } from './staff-admin';

/**
 * `POST /api/setup/first-admin`: with the link main.ts printed, creates the first admin and
 * signs them in. The password is checked before the token is spent.
 */
export async function createFirstAdmin(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: { token: string; name: string; email: string; password: string },
): Promise<SessionInfo> {
  if (await hasActiveAdmin(ctx.db)) throw new AppError('conflict', undefined, 'setup.alreadyDone');
  assertAcceptablePassword(body.password);
  if (!(await consumeSetupToken(ctx.db, ctx.clock(), body.token))) {
    await recordAudit(
      ctx.db,
      { actorType: 'anonymous', action: 'setup.firstAdmin', entity: 'staff', outcome: 'denied' },
      request,
    );
    throw new AppError('forbidden', undefined, 'setup.invalidToken');
  }
  const row = await createStaff(ctx.db, ctx.clock, { ...body, role: 'admin' });
  await recordAudit(
    ctx.db,
    {
      actorType: 'system',
      action: 'setup.firstAdmin',
      entity: 'staff',
      entityId: row.id,
      outcome: 'success',
      data: { role: 'admin' },
    },
    request,
  );
  return startSession(
    ctx,
    request,
    reply,
    { type: 'staff', id: row.id, passwordHash: row.passwordHash, row },
    'setup',
  );
}
