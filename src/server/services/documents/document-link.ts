import { eq } from 'drizzle-orm';
import { newJti, signLinkToken, verifyLinkToken } from '../../auth/link-token';
import type { AppContext } from '../../context';
import { linkTokens } from '../../db/schema';

/** How long the download link in the confirmation message works. */
export const DOCUMENT_LINK_DAYS = 30;

/**
 * A signed link to download the client's own PDF of one submission. Like the other links, the
 * token names only its link_tokens row (which names client and submission), so the URL carries
 * no identifier of a person and the link can be revoked.
 */
export async function createDocumentLink(
  ctx: AppContext,
  target: {
    submissionId: string;
    clientId: string;
    appointmentId: string | null;
    storeCode: string;
  },
): Promise<{ url: string; expiresAt: Date }> {
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + DOCUMENT_LINK_DAYS * 86_400_000);
  const jti = newJti();
  const keys = ctx.config.secrets.linkTokenKeys;
  await ctx.db.insert(linkTokens).values({
    jti,
    purpose: 'document',
    kid: keys[0]!.kid,
    clientId: target.clientId,
    appointmentId: target.appointmentId,
    submissionId: target.submissionId,
    storeCode: target.storeCode,
    issuedByStaffId: null,
    issuedAt: now,
    expiresAt,
  });
  const token = signLinkToken(keys, {
    jti,
    purpose: 'document',
    store: target.storeCode,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  return { url: `${ctx.config.publicUrl}/api/documents/download?token=${token}`, expiresAt };
}

export type DocumentLinkCheck =
  { ok: true; submissionId: string; clientId: string; jti: string } | { ok: false; reason: string };

/** The submission a document link opens, if the token is genuine, current and not revoked. */
export async function resolveDocumentLink(
  ctx: AppContext,
  token: string,
): Promise<DocumentLinkCheck> {
  const now = ctx.clock();
  const check = verifyLinkToken(ctx.config.secrets.linkTokenKeys, token, now);
  if (!check.ok) return { ok: false, reason: check.reason };
  if (check.claims.purpose !== 'document') return { ok: false, reason: 'wrong_purpose' };
  const [row] = await ctx.db.select().from(linkTokens).where(eq(linkTokens.jti, check.claims.jti));
  if (!row || row.purpose !== 'document' || !row.submissionId) {
    return { ok: false, reason: 'unknown' };
  }
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, submissionId: row.submissionId, clientId: row.clientId, jti: row.jti };
}
