import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKey } from '../secrets';

/**
 * Contact codes (docs/decisions/004): what /api/mform/contactinfo_show and the /userinfo and
 * /userData calls take as `code`. Stateless and HMAC-signed with the LINK_TOKEN_KEYS (own
 * domain label, so it can never pass as a link token or a one-time code): `kid.payload.mac`,
 * payload = base64url JSON {c: client id, a: appointment id, e: expiry unix seconds}. It travels
 * in request bodies and session storage only, never in a URL.
 */
export const CONTACT_CODE_TTL_MS = 24 * 3_600_000;

export interface ContactClaims {
  clientId: string;
  appointmentId: string;
  exp: number;
}

function mac(key: SigningKey, payload: string): Buffer {
  return createHmac('sha256', key.secret).update(`contact-code.v1.${key.kid}.${payload}`).digest();
}

export function signContactCode(
  keys: readonly SigningKey[],
  claims: Omit<ContactClaims, 'exp'>,
  now: Date,
): string {
  const key = keys[0];
  if (!key) throw new Error('no link token key configured');
  const exp = Math.floor((now.getTime() + CONTACT_CODE_TTL_MS) / 1000);
  const payload = Buffer.from(
    JSON.stringify({ c: claims.clientId, a: claims.appointmentId, e: exp }),
  ).toString('base64url');
  return `${key.kid}.${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired code, else undefined (no reason: nothing to probe). */
export function verifyContactCode(
  keys: readonly SigningKey[],
  code: string,
  now: Date,
): ContactClaims | undefined {
  const parts = code.split('.');
  if (parts.length !== 3) return undefined;
  const [kid, payload, signature] = parts as [string, string, string];
  const key = keys.find((k) => k.kid === kid);
  if (!key || !/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.toString('base64url') !== signature) return undefined;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const { c, a, e } = (raw ?? {}) as Record<string, unknown>;
  if (typeof c !== 'string' || typeof a !== 'string' || typeof e !== 'number') return undefined;
  if (now.getTime() >= e * 1000) return undefined;
  return { clientId: c, appointmentId: a, exp: e };
}
