import type { FastifyRequest } from 'fastify';
import type { Address } from '../auth/destination';
import { issueCode, type CodePurpose } from '../auth/one-time-codes';
import { takeRateLimits } from '../auth/rate-limit';
import type { AppContext } from '../context';
import { rateLimitedUntil } from '../http/app-error';
import { recordAudit } from './audit';
import { refusalMessage, SEND_LIMITS, sendLimits } from './code-limits';
import type { MessageKind, MessageLanguage } from './messages';

export { SEND_LIMITS } from './code-limits';

/**
 * What a send request becomes: a code, or a notice telling the address's owner what to do
 * instead. Either way exactly one message goes out and counts against the purpose's limit, so
 * the answer and its timing are the same.
 */
export type SendPlan =
  | { kind: 'code'; purpose: CodePurpose }
  | { kind: 'notice'; purpose: CodePurpose; message: MessageKind };

const CODE_MESSAGE: Record<CodePurpose, MessageKind> = {
  login: 'loginCode',
  register: 'registerCode',
  booking: 'bookingCode',
  identity: 'identityCode',
  contact: 'contactCode',
};

export async function sendCodeOrNotice(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  plan: SendPlan,
  /** `languageFor` the address's owner: the screen she asked from, else her own language. */
  language: MessageLanguage,
  accountId: string | null,
): Promise<{ sent: true }> {
  const limits = sendLimits(plan.purpose, to, request.ip, ctx.config.codeSendsPerIp);
  const refused = await takeRateLimits(ctx.db, ctx.clock(), limits, SEND_LIMITS.windowMs);
  const audit = {
    actorType: 'anonymous' as const,
    action: 'auth.code.send',
    entity: 'account',
    entityId: accountId,
  };
  if (refused) {
    const scope = limits[refused.index]!.scope;
    await recordAudit(
      ctx.db,
      {
        ...audit,
        outcome: 'denied',
        data: { channel: to.channel, purpose: plan.purpose, limit: scope },
      },
      request,
    );
    throw rateLimitedUntil(refusalMessage(scope, plan.purpose), refused.retryAt, ctx.clock());
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
        language,
      },
    },
    request,
  );
  return { sent: true };
}
