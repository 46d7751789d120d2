import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetupToken, SETUP_TOKEN_TTL_MS } from '../auth/setup-tokens';
import { auditActions, passwordLogin, signedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
});
afterAll(async () => {
  await ctx.close();
});

const status = async () => (await ctx.app.inject({ url: '/api/setup/status' })).json().data;
const firstAdmin = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/setup/first-admin', payload });
const admin = { name: 'First Admin', email: 'first@clinic.test', password: 'set-me-up-2030' };

describe('first admin setup', () => {
  it('refuses an unknown token and an expired one', async () => {
    expect(await status()).toEqual({ needsFirstAdmin: true });
    const unknown = await firstAdmin({ ...admin, token: 'not-a-token' });
    expect(unknown.json()).toMatchObject({ code: 40300, message: 'setup.invalidToken' });
    const token = await createSetupToken(ctx.database.db, clock.now);
    clock.advance(SETUP_TOKEN_TTL_MS);
    expect((await firstAdmin({ ...admin, token })).json().message).toBe('setup.invalidToken');
  });

  it('rejects a common password without spending the token', async () => {
    const token = await createSetupToken(ctx.database.db, clock.now);
    const weak = await firstAdmin({ ...admin, token, password: 'password123' });
    expect(weak.json().data.fields).toEqual([{ path: 'password', message: 'auth.commonPassword' }]);
    const done = signedIn(await firstAdmin({ ...admin, token }));
    const me = await ctx.app.inject({ url: '/api/session', headers: done.headers });
    expect(me.json().data.user).toMatchObject({
      kind: 'staff',
      role: 'admin',
      name: 'First Admin',
    });
    expect(await status()).toEqual({ needsFirstAdmin: false });
    expect(await auditActions(ctx.database.db, 'setup.firstAdmin', 'success')).toHaveLength(1);
  });

  it('works once: a second admin cannot be made this way', async () => {
    const token = await createSetupToken(ctx.database.db, clock.now);
    const again = await firstAdmin({ ...admin, email: 'second@clinic.test', token });
    expect(again.json()).toMatchObject({ code: 40900, message: 'setup.alreadyDone' });
    signedIn(await passwordLogin(ctx.app, 'first@clinic.test', admin.password));
  });
});
