import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test-support/test-app';

// A clinic whose tablets share one public address sets its own ceiling of code sends per hour.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ codeSendsPerIp: 2 });
});
afterAll(async () => {
  await ctx.close();
});

const send = (email: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/code/send',
    payload: { channel: 'email', email },
    remoteAddress: ip,
  });

describe('CODE_SENDS_PER_IP_PER_HOUR', () => {
  it('is the per-address ceiling of code sends', async () => {
    expect((await send('a@per-ip.test', '10.7.0.1')).statusCode).toBe(200);
    expect((await send('b@per-ip.test', '10.7.0.1')).statusCode).toBe(200);
    const third = await send('c@per-ip.test', '10.7.0.1');
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe('auth.tooManyCodes');
    expect((await send('c@per-ip.test', '10.7.0.2')).statusCode).toBe(200);
  });

  it('is read from the environment, 30 when unset, and refuses a value that is not a count', async () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/code-sends-config' };
    expect((await loadConfig({ ...base })).codeSendsPerIp).toBe(30);
    expect((await loadConfig({ ...base, CODE_SENDS_PER_IP_PER_HOUR: '500' })).codeSendsPerIp).toBe(
      500,
    );
    await expect(loadConfig({ ...base, CODE_SENDS_PER_IP_PER_HOUR: 'lots' })).rejects.toThrow(
      'CODE_SENDS_PER_IP_PER_HOUR',
    );
  });
});
