import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SigningKey } from '../secrets';

/**
 * Link and QR tokens: `base64url(JSON claims) + '.' + base64url(HMAC-SHA256)`. The claims name
 * the key (`k`), a random id (`j`), the purpose (`p`), the store (`s`) and the expiry (`e`, unix
 * seconds). Who the link is for lives only in the link_tokens row keyed by `j`, so the URL
 * carries no identifier of a person. The `g` purpose is the fill grant cookie (fill-grant.ts);
 * `d` downloads a signed document (services/documents/document-link.ts).
 */
export type TokenPurpose = 'verify' | 'fill' | 'grant' | 'document';

export interface LinkClaims {
  kid: string;
  jti: string;
  purpose: TokenPurpose;
  store: string;
  /** Expiry, unix seconds. */
  exp: number;
}

export type TokenCheck =
  | { ok: true; claims: LinkClaims }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' }
  /** Genuine but past its expiry; the claims let the audit log name the link. */
  | { ok: false; reason: 'expired'; claims: LinkClaims };

const PURPOSE_CODE: Record<TokenPurpose, string> = {
  verify: 'v',
  fill: 'f',
  grant: 'g',
  document: 'd',
};
const CODE_PURPOSE: Record<string, TokenPurpose> = {
  v: 'verify',
  f: 'fill',
  g: 'grant',
  d: 'document',
};

/** 128 random bits: unguessable, and short enough to keep the QR code small. */
export function newJti(): string {
  return randomBytes(16).toString('base64url');
}

function mac(key: SigningKey, payload: string): Buffer {
  // Domain separation: these keys also derive the one-time-code key (HKDF, other label).
  return createHmac('sha256', key.secret).update(`link-token.v1.${payload}`).digest();
}

/** Signs with the first (newest) key; older keys only verify (rotation by prepending). */
export function signLinkToken(
  keys: readonly SigningKey[],
  claims: Omit<LinkClaims, 'kid'>,
): string {
  const key = keys[0];
  if (!key) throw new Error('no link token key configured');
  const body = {
    k: key.kid,
    j: claims.jti,
    p: PURPOSE_CODE[claims.purpose],
    s: claims.store,
    e: claims.exp,
  };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

function parseClaims(payload: string): LinkClaims | undefined {
  // Only canonical base64url: a changed character must not decode to the same bytes.
  if (!/^[A-Za-z0-9_-]+$/.test(payload)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { k, j, p, s, e } = raw as Record<string, unknown>;
  const purpose = typeof p === 'string' ? CODE_PURPOSE[p] : undefined;
  if (typeof k !== 'string' || typeof j !== 'string' || typeof s !== 'string') return undefined;
  if (!purpose || typeof e !== 'number' || !Number.isInteger(e)) return undefined;
  return { kid: k, jti: j, purpose, store: s, exp: e };
}

/**
 * Checks format, key and MAC (constant time) before anything else, so expiry is only reported
 * for tokens we really issued: a forged token never learns it "expired".
 */
export function verifyLinkToken(keys: readonly SigningKey[], token: string, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: 'malformed' };
  const [payload, signature] = parts as [string, string];
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return { ok: false, reason: 'malformed' };
  const claims = parseClaims(payload);
  if (!claims) return { ok: false, reason: 'malformed' };
  const key = keys.find((k) => k.kid === claims.kid);
  if (!key) return { ok: false, reason: 'unknown_key' };
  const given = Buffer.from(signature, 'base64url');
  // Re-encoding must give back the same text: rejects non-canonical last characters.
  if (given.toString('base64url') !== signature) return { ok: false, reason: 'bad_signature' };
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  if (now.getTime() >= claims.exp * 1000) return { ok: false, reason: 'expired', claims };
  return { ok: true, claims };
}
