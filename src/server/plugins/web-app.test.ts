import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDirectory } from '../../../scripts/vite-compress-assets';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let webDist: string;
// Large enough that both compressed copies are written, as for every real bundle file.
const bundle = 'export function greet(name) { return `hello ${name}`; }\n'.repeat(100);
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Clinic Intake</title>' +
      '<link rel="modulepreload" href="/assets/x.js">'.repeat(20),
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(webDist, 'assets', 'route-def456.js'), bundle);
  // The build's own compression step, so this serves what `npm run build` writes.
  await compressDirectory(webDist);
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

  it('sends a hashed asset brotli-encoded to a browser that accepts br, gzip to one that accepts only gzip', async () => {
    const url = '/assets/route-def456.js';
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip, deflate', encoding: 'gzip', decode: gunzipSync },
      { accept: 'identity', encoding: undefined, decode: (body: Buffer) => body },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(bundle);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(bundle.length / 4);
    }
  });

  it('sends index.html compressed too, and still never cached', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/mf/london/20231027',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Clinic Intake');
  });
});
