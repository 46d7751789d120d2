import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { linkTokens } from '../db/schema';
import { signLinkToken, verifyLinkToken } from './link-token';

/**
 * After a link holder confirms a one-time code, this browser gets an HttpOnly `fill_grant`
 * cookie: a signed token (purpose `grant`) naming the link's jti. It lets the browser fill that
 * one appointment's forms, nothing else; revoking the link ends it at once.
 */
export const FILL_GRANT_COOKIE = 'fill_grant';
/** Long enough for a long questionnaire on a phone, short enough for a shared tablet. */
export const FILL_GRANT_TTL_MS = 2 * 3_600_000;

export interface FillGrant {
  jti: string;
  clientId: string;
  appointmentId: string | null;
  storeCode: string;
  /** A fill link whose form was submitted: it opens nothing more (a desk QR is never used up). */
  used: boolean;
}

function cookieOptions(ctx: AppContext) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ctx.config.env !== 'development',
  };
}

export function setFillGrant(
  ctx: AppContext,
  reply: FastifyReply,
  link: { jti: string; storeCode: string; purpose: 'verify' | 'fill'; expiresAt: Date },
): void {
  const now = ctx.clock().getTime();
  // A fill link's grant ends with the link; a desk QR (10 minutes) grants the usual time.
  const end =
    link.purpose === 'fill'
      ? Math.min(now + FILL_GRANT_TTL_MS, link.expiresAt.getTime())
      : now + FILL_GRANT_TTL_MS;
  const exp = Math.floor(end / 1000);
  const token = signLinkToken(ctx.config.secrets.linkTokenKeys, {
    jti: link.jti,
    purpose: 'grant',
    store: link.storeCode,
    exp,
  });
  reply.setCookie(FILL_GRANT_COOKIE, token, {
    ...cookieOptions(ctx),
    maxAge: exp - Math.floor(now / 1000),
  });
}

/**
 * THE SEAM FOR THE FORMS ENGINEER: the client and appointment a valid fill grant in this
 * request gives access to, or null. Checks the signature, the expiry and that the link was
 * not revoked. Use it for anonymous form routes: `const grant = await resolveFillGrant(ctx, req)`.
 */
export async function resolveFillGrant(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<FillGrant | null> {
  const token = request.cookies[FILL_GRANT_COOKIE];
  if (!token) return null;
  const check = verifyLinkToken(ctx.config.secrets.linkTokenKeys, token, ctx.clock());
  if (!check.ok || check.claims.purpose !== 'grant') return null;
  const [row] = await ctx.db
    .select({
      jti: linkTokens.jti,
      clientId: linkTokens.clientId,
      appointmentId: linkTokens.appointmentId,
      storeCode: linkTokens.storeCode,
      purpose: linkTokens.purpose,
      usedAt: linkTokens.usedAt,
    })
    .from(linkTokens)
    .where(and(eq(linkTokens.jti, check.claims.jti), isNull(linkTokens.revokedAt)));
  if (!row) return null;
  const { purpose, usedAt, ...grant } = row;
  return { ...grant, used: purpose === 'fill' && usedAt !== null };
}

/**
 * A submitted form uses up its fill link (and later opens of it). `db` is the submission's
 * transaction, so the form and the used link commit together.
 */
export async function markFillLinkUsed(ctx: AppContext, jti: string, db: Db = ctx.db) {
  await db
    .update(linkTokens)
    .set({ usedAt: ctx.clock() })
    .where(and(eq(linkTokens.jti, jti), eq(linkTokens.purpose, 'fill'), isNull(linkTokens.usedAt)));
}
