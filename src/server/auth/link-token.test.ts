import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SigningKey } from '../secrets';
import { newJti, signLinkToken, verifyLinkToken } from './link-token';

const key = (kid: string): SigningKey => ({ kid, secret: randomBytes(32) });
const now = new Date('2030-01-01T09:00:00Z');
const exp = Math.floor(now.getTime() / 1000) + 600;
const claims = { jti: newJti(), purpose: 'verify' as const, store: 'london', exp };

/** Every single-character change of a token, to the next character of the base64url alphabet. */
function mutations(token: string): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return [...token].map((c, i) => {
    const next = c === '.' ? 'A' : alphabet[(alphabet.indexOf(c) + 1) % alphabet.length];
    return token.slice(0, i) + next + token.slice(i + 1);
  });
}

describe('link tokens', () => {
  it('verify with the key that signed them and carry no person identifiers', () => {
    const keys = [key('k1')];
    const token = signLinkToken(keys, claims);
    const check = verifyLinkToken(keys, token, now);
    expect(check).toEqual({ ok: true, claims: { ...claims, kid: 'k1' } });
    const payload = Buffer.from(token.split('.')[0]!, 'base64url').toString();
    expect(Object.keys(JSON.parse(payload))).toEqual(['k', 'j', 'p', 's', 'e']);
    expect(token.length).toBeLessThan(160);
  });

  it('still verify with an older key once a new key is first (rotation)', () => {
    const old = key('old');
    const token = signLinkToken([old], claims);
    const rotated = [key('new'), old];
    expect(verifyLinkToken(rotated, token, now).ok).toBe(true);
    expect(signLinkToken(rotated, claims)).not.toBe(token);
    expect(verifyLinkToken([key('new')], token, now)).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('reject every one-character change', () => {
    const keys = [key('k1')];
    const token = signLinkToken(keys, claims);
    for (const changed of mutations(token)) {
      expect(verifyLinkToken(keys, changed, now).ok, changed).toBe(false);
    }
  });

  it('reject a token signed by a key with the same id but another secret', () => {
    const token = signLinkToken([key('k1')], claims);
    expect(verifyLinkToken([key('k1')], token, now)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('expire at exp, and report expiry only for genuine tokens', () => {
    const keys = [key('k1')];
    const token = signLinkToken(keys, claims);
    const at = new Date(exp * 1000);
    expect(verifyLinkToken(keys, token, new Date(at.getTime() - 1)).ok).toBe(true);
    expect(verifyLinkToken(keys, token, at)).toMatchObject({ ok: false, reason: 'expired' });
    const forged = signLinkToken([key('k1')], claims);
    expect(verifyLinkToken(keys, forged, at)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('reject malformed input', () => {
    const keys = [key('k1')];
    for (const bad of ['', '.', 'abc', 'a.b.c', 'eyJ9.x', '!!!.' + 'A'.repeat(43)]) {
      expect(verifyLinkToken(keys, bad, now).ok, bad).toBe(false);
    }
  });
});
