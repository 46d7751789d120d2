import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Clinic Intake</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestApp({ webDist });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers any page path with index.html, never cached, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await ctx.app.inject({ method, url: '/mf/london/20231027?lang=ar' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      if (method === 'GET') expect(response.body).toContain('Clinic Intake');
    }
  });

  it('caches hashed assets for a year and answers a missing asset or API path with a JSON 404', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/missing-000.js', '/api/no-such-call']) {
      const missing = await ctx.app.inject({ method: 'GET', url });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: expect.any(Number), data: null });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/search' });
    expect(post.statusCode).toBe(404);
  });
});
