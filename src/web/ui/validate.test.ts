import { describe, expect, it } from 'vitest';
import { emailRegistBody, passwordLoginBody } from '../../shared/api/auth';
import { serverFieldErrors, validate } from './validate';

describe('validate with the shared schemas', () => {
  it('gives each field its first message key', () => {
    const result = validate(passwordLoginBody, { account: ' ', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { account: 'auth.enterAccount', password: 'auth.enterPassword' },
    });
  });

  it('keeps the spec §5 password messages of a new password', () => {
    const base = { email: 'a@b.co', code: '123456', first_name: 'A', last_name: 'B' };
    const short = validate(emailRegistBody, { ...base, password: 'ab1' });
    expect(short.ok ? {} : short.errors).toEqual({ password: 'auth.passwordTooShort' });
    const noDigit = validate(emailRegistBody, { ...base, password: 'abcdefg' });
    expect(noDigit.ok ? {} : noDigit.errors).toEqual({ password: 'auth.passwordNeedsDigit' });
  });

  it('returns the parsed data when valid', () => {
    const result = validate(passwordLoginBody, { account: ' x@y.io ', password: 'secret1' });
    expect(result).toEqual({ ok: true, data: { account: 'x@y.io', password: 'secret1' } });
  });
});

describe('server field errors', () => {
  it('maps the envelope fields by path', () => {
    const envelope = {
      code: 40000 as const,
      message: 'x',
      data: { fields: [{ path: 'code', message: 'auth.codeInvalidOrExpired' }] },
    };
    expect(serverFieldErrors(envelope)).toEqual({ code: 'auth.codeInvalidOrExpired' });
    expect(serverFieldErrors({ ...envelope, data: null })).toEqual({});
  });
});
