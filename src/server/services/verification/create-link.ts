import type { LinkPurpose } from '../../../shared/api/verification';
import { inLanguage } from '../../../shared/link-address';
import { isAppointmentState, isFinal } from '../../../shared/appointment';
import { newJti, signLinkToken } from '../../auth/link-token';
import type { AppContext } from '../../context';
import { linkTokens } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { MessageLanguage } from '../messages';
import { linkExpiry } from './expiry';
import { DEFAULT_VERIFICATION_SETTINGS } from './settings';

/** The appointment a link is for, as read from its row, and its store's time zone. */
export interface LinkTarget {
  appointment: { id: string; clientId: string; storeCode: string; startsAt: Date; state: string };
  timezone: string;
}

export interface CreatedLink {
  jti: string;
  url: string;
  expiresAt: Date;
}

/**
 * The one place a link token is made (staff links and QR codes, and the form link sent after a
 * booking or by staff): the link_tokens row that makes it revocable and names client and
 * appointment, the signed token that names only the row, and the verification page URL in the
 * client's language (`languageFor`), so it opens in hers on any device. `issuedByStaffId` is
 * null when no one at the clinic asked for it (online booking).
 */
export async function createLinkToken(
  ctx: AppContext,
  purpose: LinkPurpose,
  { appointment: a, timezone }: LinkTarget,
  issuedByStaffId: string | null,
  language: MessageLanguage,
): Promise<CreatedLink> {
  const now = ctx.clock();
  const settings = ctx.config.verification ?? DEFAULT_VERIFICATION_SETTINGS;
  const expiresAt = linkExpiry(purpose, now, a.startsAt, timezone, settings);
  // A link for a closed visit, or one that would be born expired, could only ever fail.
  const closed = isAppointmentState(a.state) && isFinal(a.state);
  if (closed || expiresAt.getTime() <= now.getTime()) {
    throw new AppError('conflict', undefined, 'verification.appointmentClosed');
  }
  const jti = newJti();
  const key = ctx.config.secrets.linkTokenKeys[0]!;
  await ctx.db.insert(linkTokens).values({
    jti,
    purpose,
    kid: key.kid,
    clientId: a.clientId,
    appointmentId: a.id,
    storeCode: a.storeCode,
    issuedByStaffId,
    issuedAt: now,
    expiresAt,
  });
  const code = signLinkToken(ctx.config.secrets.linkTokenKeys, {
    jti,
    purpose,
    store: a.storeCode,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
  const store = encodeURIComponent(a.storeCode);
  return {
    jti,
    url: inLanguage(`${ctx.config.publicUrl}/verification/${store}/latest?code=${code}`, language),
    expiresAt,
  };
}
