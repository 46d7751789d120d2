import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import {
  auditActions,
  lastCodeSentTo,
  lastMessageTo,
  passwordLogin,
  seedStaff,
  signedIn,
} from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedStaff(ctx.database.db, { email: 'staff@clinic.test' });
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/mform/${url}`, payload });
const person = { first_name: 'Ada', last_name: 'Lovelace', password: 'analytical-1843' };

describe('client registration by email', () => {
  it('registers with the emailed code, verifies the email and signs in', async () => {
    expect(
      (await post('sendEmailRegisterCode', { email: 'Ada@Example.test', language: 'de' })).json(),
    ).toEqual({ code: 0, message: 'ok', data: { sent: true } });
    const message = await lastMessageTo(ctx.database.db, 'ada@example.test');
    expect(message?.subject).toBe('Clinic Intake: Ihr Registrierungscode');
    const code = await lastCodeSentTo(ctx.database.db, 'ada@example.test');
    const session = signedIn(
      await post('emailRegist', { email: 'ada@example.test', code, ...person }),
    );
    const me = await ctx.app.inject({
      url: '/api/session',
      headers: { cookie: `login_token=${session.cookie}` },
    });
    expect(me.json().data.user).toMatchObject({ kind: 'client', role: null, name: 'Ada Lovelace' });
    const [row] = await ctx.database.db
      .select()
      .from(clients)
      .where(eq(clients.email, 'ada@example.test'));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row!.mobileVerifiedAt).toBeNull();
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await auditActions(ctx.database.db, 'client.register')).toHaveLength(1);
    signedIn(await passwordLogin(ctx.app, 'ada@example.test', person.password));
  });

  it('tells the owner of a registered address to sign in, with the same answer on screen', async () => {
    const known = await post('sendEmailRegisterCode', { email: 'ada@example.test' });
    const fresh = await post('sendEmailRegisterCode', { email: 'grace@example.test' });
    expect(known.body).toBe(fresh.body);
    const notice = await lastMessageTo(ctx.database.db, 'ada@example.test');
    expect(notice?.subject).toBe('Clinic Intake: You already have an account');
    expect(notice?.body).toContain('/login');
    expect(notice?.body).not.toMatch(/\d{6}/);
    // A staff address counts as registered too.
    await post('sendEmailRegisterCode', { email: 'staff@clinic.test' });
    expect((await lastMessageTo(ctx.database.db, 'staff@clinic.test'))?.subject).toContain(
      'already',
    );
  });

  it('rejects a common password without spending the code', async () => {
    await post('sendEmailRegisterCode', { email: 'common@example.test' });
    const code = await lastCodeSentTo(ctx.database.db, 'common@example.test');
    const response = await post('emailRegist', {
      email: 'common@example.test',
      code,
      ...person,
      password: 'password1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'password', message: 'auth.commonPassword' },
    ]);
    signedIn(await post('emailRegist', { email: 'common@example.test', code, ...person }));
  });

  it('checks the password rules of spec §5', async () => {
    const base = { email: 'rules@example.test', code: '123456', ...person };
    const messageFor = async (password: string) =>
      (await post('emailRegist', { ...base, password })).json().data.fields[0].message;
    expect(await messageFor('')).toBe('auth.enterPassword');
    expect(await messageFor('ab1')).toBe('auth.passwordTooShort');
    expect(await messageFor('abcdefgh')).toBe('auth.passwordNeedsDigit');
    expect(await messageFor('12345678')).toBe('auth.passwordNeedsLetter');
    expect(await messageFor(`a1${'x'.repeat(127)}`)).toBe('auth.passwordTooLong');
    const longest = `a1${'x'.repeat(126)}`;
    expect((await post('emailRegist', { ...base, password: longest })).json().message).toBe(
      'auth.codeInvalidOrExpired',
    );
  });

  it('refuses a wrong code', async () => {
    await post('sendEmailRegisterCode', { email: 'wrong@example.test' });
    const code = await lastCodeSentTo(ctx.database.db, 'wrong@example.test');
    const response = await post('emailRegist', {
      email: 'wrong@example.test',
      code: code === '000000' ? '000001' : '000000',
      ...person,
    });
    expect(response.json()).toMatchObject({ code: 40000, message: 'auth.codeInvalidOrExpired' });
  });
});

describe('client registration by mobile', () => {
  it('registers with the texted code and stores the number as E.164, verified', async () => {
    const phone = { country: 'GB', mobile: '07400 765432' };
    expect(
      (await post('sendMobileRegisterCode', { ...phone, language: 'ja' })).json().data,
    ).toEqual({
      sent: true,
    });
    const code = await lastCodeSentTo(ctx.database.db, '+447400765432');
    expect((await lastMessageTo(ctx.database.db, '+447400765432'))?.body).toContain('確認コード');
    signedIn(await post('mobileRegist', { ...phone, code, ...person }));
    const [row] = await ctx.database.db
      .select()
      .from(clients)
      .where(eq(clients.mobile, '+447400765432'));
    expect(row!.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(row!.email).toBeNull();
    signedIn(await passwordLogin(ctx.app, '+447400765432', person.password));
    const again = await post('sendMobileRegisterCode', {
      country: 'GB',
      mobile: '+44 7400 765432',
    });
    expect(again.json().data).toEqual({ sent: true });
    expect((await lastMessageTo(ctx.database.db, '+447400765432'))?.body).toContain(
      'already registered',
    );
  });
});
