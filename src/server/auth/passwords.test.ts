import { describe, expect, it } from 'vitest';
import { commonPasswordCount, isCommonPassword } from './common-passwords';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with m=19 MiB, t=2, p=1 and verifies', async () => {
    const stored = await hashPassword('correct-horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct-horse-9')).toBe(true);
    expect(await verifyPassword(stored, 'correct-horse-8')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('asks for a re-hash only when the parameters are weaker than today', () => {
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=8192,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=19456,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });
});

describe('password rules', () => {
  it('ships a common-password list of well over 10,000 entries', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('violet-harbour-48')).toBe(false);
  });

  it('rejects common passwords that pass the length, letter and digit rules', () => {
    for (const password of ['password1', 'abc123', 'qwerty123', 'iloveyou1']) {
      expect(() => assertAcceptablePassword(password)).toThrowError(
        expect.objectContaining({ fields: [{ path: 'password', message: 'auth.commonPassword' }] }),
      );
    }
    expect(assertAcceptablePassword('violet-harbour-48')).toBe('violet-harbour-48');
  });

  it('names the rule that failed on the field it is given', () => {
    expect(() => assertAcceptablePassword('ab1', 'new_password')).toThrowError(
      expect.objectContaining({
        fields: [{ path: 'new_password', message: 'auth.passwordTooShort' }],
      }),
    );
  });
});
