import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../test-support/accounts';
import { seedClient, staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let nurse: SignedIn;
let clientId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  nurse = await staffSession(ctx.app, ctx.database.db, 'cache@clinic.test');
  clientId = (await seedClient(ctx.database.db, { email: 'cached@example.test', details: true }))
    .id;
});
afterAll(async () => {
  await ctx.close();
});

describe('Cache-Control on API answers', () => {
  it('marks answers with personal or medical data no-store', async () => {
    const answers = [
      await ctx.app.inject({ url: `/api/clients/${clientId}`, headers: nurse.headers }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/clients/search',
        headers: nurse.headers,
        payload: { type: 'email', email: 'cached@example.test' },
      }),
      await ctx.app.inject({
        url: `/api/forms/submissions?client_id=${clientId}`,
        headers: nurse.headers,
      }),
      await ctx.app.inject({ method: 'POST', url: '/api/mform/contactinfo_show', payload: {} }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(answers[0]!.statusCode).toBe(200);
  });

  it('marks errors no-store too, and leaves pages and health checks to their own rules', async () => {
    const missing = await ctx.app.inject({ url: '/api/no-such-thing' });
    expect(missing.headers['cache-control']).toBe('no-store');
    const unauthenticated = await ctx.app.inject({ url: `/api/clients/${clientId}` });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
    const health = await ctx.app.inject({ url: '/healthz' });
    expect(health.headers['cache-control']).not.toBe('no-store');
  });
});
