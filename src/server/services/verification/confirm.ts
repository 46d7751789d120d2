import type { FastifyReply, FastifyRequest } from 'fastify';
import type {
  LinkPurpose,
  SendEncodeCodeData,
  VerifyEncodeDetailData,
  VerifyOtpByEncodeBody,
} from '../../../shared/api/verification';
import type { Address } from '../../auth/destination';
import { setFillGrant } from '../../auth/fill-grant';
import { consumeCode } from '../../auth/one-time-codes';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';
import { sendCodeOrNotice } from '../code-sender';
import { languageFor } from '../messages';
import { codeChannels, linkView, loadClient, type ClientRow } from './client-view';
import { checkLink } from './link-check';
import { maskEmail, maskMobile } from './mask';
import { recordVerification } from './record';

function addressOf(client: ClientRow, channel: 'sms' | 'email'): Address | undefined {
  if (!codeChannels(client).includes(channel)) return undefined;
  return channel === 'sms'
    ? { channel: 'sms', address: client.mobile! }
    : { channel: 'email', address: client.email!.toLowerCase() };
}

/**
 * Sends a confirmation code to the client's verified address on file. The holder only picks
 * the channel: a link can never send a code to an address of the holder's choosing.
 */
export async function sendLinkCode(
  ctx: AppContext,
  request: FastifyRequest,
  body: { code: string; store: string; channel: 'sms' | 'email'; language?: string },
): Promise<SendEncodeCodeData> {
  const link = await checkLink(ctx, request, {
    code: body.code,
    store: body.store,
    purposes: ['verify', 'fill'],
    via: 'send_code',
  });
  const client = await loadClient(ctx.db, link.clientId);
  const to = addressOf(client, body.channel);
  if (!to) {
    throw new AppError('validation', [
      { path: 'channel', message: 'verification.noVerifiedContact' },
    ]);
  }
  await sendCodeOrNotice(
    ctx,
    request,
    to,
    { kind: 'code', purpose: 'identity' },
    // The screen the link holder reads; an API caller without one: the client's own language.
    languageFor(client, body.language),
    client.id,
  );
  const masked = to.channel === 'sms' ? maskMobile(to.address) : maskEmail(to.address);
  return { sent: true, to: masked ?? '' };
}

/**
 * verifyOtpByEncode*: the link holder proves control of the client's verified mobile or email.
 * Success records the verification, uses up a `verify` link, and gives this browser a fill
 * grant for the link's appointment (auth/fill-grant.ts).
 */
export async function confirmByCode(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: VerifyOtpByEncodeBody,
  purposes: readonly LinkPurpose[],
  via: string,
): Promise<VerifyEncodeDetailData> {
  const link = await checkLink(ctx, request, { code: body.code, store: body.store, purposes, via });
  const client = await loadClient(ctx.db, link.clientId);
  let method: 'code_sms' | 'code_email' | undefined;
  for (const channel of codeChannels(client)) {
    if (await consumeCode(ctx, 'identity', addressOf(client, channel)!, body.otp)) {
      method = channel === 'sms' ? 'code_sms' : 'code_email';
      break;
    }
  }
  const audit = {
    actorType: 'link' as const,
    action: 'verification.confirm',
    entity: 'client',
    entityId: client.id,
  };
  if (!method) {
    await recordAudit(
      ctx.db,
      { ...audit, outcome: 'failure', data: { jti: link.jti, reason: 'wrong_code' } },
      request,
    );
    throw new AppError('validation', [{ path: 'otp', message: 'verification.wrongCode' }]);
  }
  await recordVerification(ctx, request, { link, clientId: client.id, method });
  await recordAudit(
    ctx.db,
    { ...audit, outcome: 'success', data: { jti: link.jti, method, purpose: link.purpose } },
    request,
  );
  setFillGrant(ctx, reply, link);
  return linkView(
    ctx,
    { ...link, usedAt: link.purpose === 'verify' ? ctx.clock() : link.usedAt },
    true,
  );
}
