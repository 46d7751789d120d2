import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';

const texts: { to: string; text: string; auth: string | undefined }[] = [];
/** The generic HTTPS SMS provider's counterpart, on loopback. */
const gateway = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += String(chunk)));
  req.on('end', () => {
    texts.push({
      ...(JSON.parse(body) as { to: string; text: string }),
      auth: req.headers.authorization,
    });
    res.end();
  });
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  ctx = await createTestApp({ smsHttpUrl: `http://127.0.0.1:${port}/sms`, smsHttpToken: 'tok' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

describe('codes by the configured SMS provider', () => {
  it('registers a client with the code texted through SMS_HTTP_URL', async () => {
    const phone = { country: 'ES', mobile: '612 34 56 78' };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/sendMobileRegisterCode',
      payload: { ...phone, language: 'es' },
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+34612345678', auth: 'Bearer tok' });
    const code = /es (\d{6})\./.exec(texts[0]!.text)?.[1];
    expect(texts[0]!.text).toContain('Su código de registro');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/mobileRegist',
      payload: {
        ...phone,
        code,
        first_name: 'Lucía',
        last_name: 'García',
        password: 'girasol-2024',
      },
    });
    signedIn(response);
  });
});
