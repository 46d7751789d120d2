import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../test-support/accounts';
import { staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';

describe('the API documentation in production', () => {
  let ctx: TestContext;
  let nurse: SignedIn;
  beforeAll(async () => {
    ctx = await createTestApp({ env: 'production' });
    nurse = await staffSession(ctx.app, ctx.database.db, 'docs@clinic.test');
  });
  afterAll(() => ctx.close());

  it('is for staff only: the page and the document', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const anonymous = await ctx.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ message: 'errors.unauthenticated' });
    }
    const staff = await ctx.app.inject({ url: '/api/docs/json', headers: nurse.headers });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toHaveProperty('openapi');
  });
});

describe('the API documentation outside production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('stays open to anyone trying the product locally', async () => {
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
