import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('store catalogue API', () => {
  it('returns the entry for a store and version in the envelope', async () => {
    const response = await ctx.app.inject({ url: '/api/stores/london/forms/20231027' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 0,
      message: 'ok',
      data: {
        store_code: 'london',
        store_name: 'London',
        brand: 'ivclinic',
        version: '20231027',
        mf: 'mfUk',
        detail: 'mfDetailUk',
        medical: 'medicalUk',
        verification: 'verification',
        new: null,
      },
    });
  });

  it('resolves "latest" to the newest version of the store', async () => {
    const response = await ctx.app.inject({ url: '/api/stores/dripdash/forms/latest' });
    expect(response.json().data).toMatchObject({ version: '20250528', mf: 'mf_dripdash' });
  });

  it('answers 404 with a stable code for an unknown store', async () => {
    const response = await ctx.app.inject({ url: '/api/stores/nope/forms/20231027' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 40400,
      message: 'errors.storeFormNotFound',
      data: null,
    });
  });

  it('answers 404 for a version the store does not have', async () => {
    const response = await ctx.app.inject({ url: '/api/stores/london/forms/20250528' });
    expect(response.statusCode).toBe(404);
  });

  it('answers 400 naming the field for a version that does not exist', async () => {
    const response = await ctx.app.inject({ url: '/api/stores/london/forms/1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 40000,
      message: 'errors.validation',
      data: { fields: [{ path: 'version', message: 'validation.invalidFormat' }] },
    });
  });

  it('lists active stores', async () => {
    const response = await ctx.app.inject({ url: '/api/stores' });
    expect(response.json().data.stores).toHaveLength(40);
  });
});

describe('request bodies and errors', () => {
  const report = { kind: 'chunk_load_failed', path: '/mf/london/20231027', language: 'ar' };

  it('accepts a JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      payload: report,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 0, message: 'ok', data: null });
  });

  it('accepts the same body form-encoded', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(report).toString(),
    });
    expect(response.json().code).toBe(0);
  });

  it('answers 400 with the field path of each missing or wrong field', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      payload: { kind: 'chunk_load_failed', path: 'no-slash' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 40000,
      message: 'errors.validation',
      data: {
        fields: [
          { path: 'path', message: 'validation.invalidFormat' },
          { path: 'language', message: 'validation.required' },
        ],
      },
    });
  });

  it('answers 400 with code 40001 for malformed JSON, without a stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 40001, message: 'errors.malformedBody', data: null });
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('answers 415 for a content type it does not read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe(40002);
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/client-reports',
      payload: { ...report, padding: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe(41300);
  });

  it('answers an unknown API path with the 404 envelope', async () => {
    const response = await ctx.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 40400, message: 'errors.notFound', data: null });
  });
});

describe('security headers', () => {
  it('sends a CSP without inline scripts, nosniff and frame-ancestors', async () => {
    const response = await ctx.app.inject({ url: '/api/stores' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Tests run as "test", not production: no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS in production', async () => {
    const prod = await createTestApp({ env: 'production' });
    const response = await prod.app.inject({ url: '/api/stores' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    await prod.close();
  });
});

describe('OpenAPI', () => {
  it('documents the routes with their shared schemas', async () => {
    const response = await ctx.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const post = doc.paths['/api/client-reports'].post;
    const schema = post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['kind', 'path', 'language']);
  });
});
