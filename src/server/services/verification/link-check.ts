import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LinkPurpose } from '../../../shared/api/verification';
import { verifyLinkToken } from '../../auth/link-token';
import { takeRateLimit } from '../../auth/rate-limit';
import { sha256Hex } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { linkTokens } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../audit';

/**
 * Attempts allowed per 10 minutes. Per token: enough for a person retrying, too few to matter
 * for guessing. Per IP: generous, a clinic's tablets share one address. Staff are counted per
 * account instead of per IP, so a busy desk does not lock out clients in the waiting room.
 */
export const VERIFY_LIMITS = { perToken: 10, perIp: 60, perStaff: 120, windowMs: 600_000 } as const;

/** The answer's message (and its `code` field's) for a genuine link already used. */
export const LINK_USED = 'verification.linkUsed';

/** A fill or verify link's row (a `document` link never passes the checks below). */
export type LinkRow = typeof linkTokens.$inferSelect & { purpose: LinkPurpose };
export type LinkFailure =
  | 'malformed'
  | 'unknown_key'
  | 'bad_signature'
  | 'expired'
  | 'unknown'
  | 'revoked'
  | 'used'
  | 'wrong_store'
  | 'wrong_purpose';

export interface LinkCheckInput {
  code: string;
  /** Store of the page's path; a token for another store is refused. */
  store?: string;
  purposes: readonly LinkPurpose[];
  /** What asked, for the audit log (e.g. 'verify_encode', 'desk'). */
  via: string;
  staffId?: string;
}

async function limit(ctx: AppContext, request: FastifyRequest, input: LinkCheckInput) {
  const now = ctx.clock();
  const { perToken, perIp, perStaff, windowMs } = VERIFY_LIMITS;
  const who = input.staffId
    ? await takeRateLimit(ctx.db, now, `verify-staff:${input.staffId}`, perStaff, windowMs)
    : await takeRateLimit(ctx.db, now, `verify-ip:${request.ip}`, perIp, windowMs);
  // Keyed by a hash: the bucket name must not hold a usable token.
  const tokenBucket = `verify-token:${sha256Hex(input.code)}`;
  const token = who && (await takeRateLimit(ctx.db, now, tokenBucket, perToken, windowMs));
  if (token) return;
  await audit(ctx, request, input, 'denied', null, {
    limit: who ? 'token' : input.staffId ? 'staff' : 'ip',
  });
  // The window's length: the longest a refused caller waits before an attempt counts again.
  throw new AppError('rateLimited', undefined, 'verification.tooManyAttempts', windowMs / 1000);
}

function audit(
  ctx: AppContext,
  request: FastifyRequest,
  input: LinkCheckInput,
  outcome: 'success' | 'failure' | 'denied',
  jti: string | null,
  data: Record<string, unknown>,
) {
  return recordAudit(
    ctx.db,
    {
      actorType: input.staffId ? 'staff' : 'link',
      actorId: input.staffId ?? null,
      action: 'verification.link.check',
      entity: 'link_token',
      entityId: jti,
      outcome,
      data: { via: input.via, ...data },
    },
    request,
  );
}

async function fail(
  ctx: AppContext,
  request: FastifyRequest,
  input: LinkCheckInput,
  reason: LinkFailure,
  jti: string | null,
): Promise<never> {
  await audit(ctx, request, input, 'failure', jti, { reason });
  if (reason === 'expired') throw new AppError('linkExpired', undefined, 'verification.qrExpired');
  // A genuine link that did its job is no forgery: its holder is told so, and what to do next.
  if (reason === 'used') {
    const fields = [{ path: 'code', message: LINK_USED }];
    throw new AppError('linkInvalid', fields, LINK_USED);
  }
  throw new AppError('linkInvalid', undefined, 'verification.verifyError');
}

/**
 * Every way in (client link, desk scan, web_params) goes through here: rate limits, signature,
 * expiry, the link_tokens row (revoked, used, purpose, store), and one audit event per outcome.
 * Failures throw linkExpired (`verification.qrExpired`) or linkInvalid: `verification.linkUsed`
 * for a genuine link already used, `verification.verifyError` for any other.
 */
export async function checkLink(
  ctx: AppContext,
  request: FastifyRequest,
  input: LinkCheckInput,
): Promise<LinkRow> {
  await limit(ctx, request, input);
  const now = ctx.clock();
  const check = verifyLinkToken(ctx.config.secrets.linkTokenKeys, input.code, now);
  if (!check.ok) {
    return fail(
      ctx,
      request,
      input,
      check.reason,
      check.reason === 'expired' ? check.claims.jti : null,
    );
  }
  const { claims } = check;
  const [row] = await ctx.db.select().from(linkTokens).where(eq(linkTokens.jti, claims.jti));
  // The row must agree with the signed claims; a mismatch means a token we did not issue.
  if (
    !row ||
    row.kid !== claims.kid ||
    row.purpose !== claims.purpose ||
    row.storeCode !== claims.store
  ) {
    return fail(ctx, request, input, 'unknown', row ? claims.jti : null);
  }
  let reason: LinkFailure | undefined;
  if (row.revokedAt) reason = 'revoked';
  else if (row.usedAt) reason = 'used';
  else if (row.expiresAt.getTime() <= now.getTime()) reason = 'expired';
  else if (input.store !== undefined && input.store !== row.storeCode) reason = 'wrong_store';
  else if (row.purpose === 'document' || !input.purposes.includes(row.purpose)) {
    reason = 'wrong_purpose';
  }
  if (reason || row.purpose === 'document') {
    return fail(ctx, request, input, reason ?? 'wrong_purpose', row.jti);
  }
  await audit(ctx, request, input, 'success', row.jti, { purpose: row.purpose });
  return { ...row, purpose: row.purpose };
}
