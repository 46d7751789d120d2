import type { FastifyRequest } from 'fastify';
import type { Address } from '../auth/destination';
import { issueCode, type CodePurpose } from '../auth/one-time-codes';
import { takeRateLimit } from '../auth/rate-limit';
import { sha256Hex } from '../auth/tokens';
import type { AppContext } from '../context';
import { AppError } from '../http/app-error';
import { recordAudit } from './audit';
import type { MessageKind } from './messages';

/** DESIGN.md: sends are limited per destination and per IP; both limits live in the database. */
export const SEND_LIMITS = {
  perDestination: 5,
  /** Generous: a clinic's tablets share one public IP. */
  perIp: 30,
  windowMs: 3_600_000,
} as const;

/**
 * What a send request becomes: a code, or a notice telling the address's owner what to do
 * instead. Either way exactly one message goes out, so the answer and its timing are the same.
 */
export type SendPlan =
  { kind: 'code'; purpose: CodePurpose } | { kind: 'notice'; message: MessageKind };

const CODE_MESSAGE: Record<CodePurpose, MessageKind> = {
  login: 'loginCode',
  register: 'registerCode',
  booking: 'bookingCode',
  identity: 'identityCode',
};

export async function sendCodeOrNotice(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  plan: SendPlan,
  language: string | undefined,
  accountId: string | null,
): Promise<{ sent: true }> {
  const now = ctx.clock();
  const { perDestination, perIp, windowMs } = SEND_LIMITS;
  const ipOk = await takeRateLimit(ctx.db, now, `code-ip:${request.ip}`, perIp, windowMs);
  const destinationBucket = `code-dest:${sha256Hex(`${to.channel}:${to.address}`)}`;
  const destinationOk =
    ipOk && (await takeRateLimit(ctx.db, now, destinationBucket, perDestination, windowMs));
  const audit = {
    actorType: 'anonymous' as const,
    action: 'auth.code.send',
    entity: 'account',
    entityId: accountId,
  };
  if (!destinationOk) {
    await recordAudit(
      ctx.db,
      {
        ...audit,
        outcome: 'denied',
        data: { channel: to.channel, limit: ipOk ? 'destination' : 'ip' },
      },
      request,
    );
    throw new AppError('rateLimited', undefined, 'auth.tooManyCodes');
  }
  if (plan.kind === 'code') {
    const code = await issueCode(ctx, plan.purpose, to);
    await ctx.messenger.send(to.channel, to.address, CODE_MESSAGE[plan.purpose], language, code);
  } else {
    await ctx.messenger.send(to.channel, to.address, plan.message, language);
  }
  await recordAudit(
    ctx.db,
    {
      ...audit,
      outcome: 'success',
      data: {
        channel: to.channel,
        sent: plan.kind === 'code' ? `${plan.purpose}Code` : plan.message,
      },
    },
    request,
  );
  return { sent: true };
}
