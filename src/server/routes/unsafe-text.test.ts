import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

/** Requests a probe answered with 500 when a string held NUL or a lone surrogate. */
const CASES: { url: string; method?: 'POST' | 'PUT' | 'GET'; payload?: object; field: string }[] = [
  {
    url: '/api/auth/login',
    payload: { account: 'x\u0000@a.b', password: 'abc123' },
    field: 'account',
  },
  {
    url: '/api/auth/code/send',
    payload: { channel: 'email', email: 'a\uD800@b.test' },
    field: 'email',
  },
  {
    url: '/api/booking/send-code',
    payload: { channel: 'email', email: 'a@b.test\u0000' },
    field: 'email',
  },
  {
    url: '/api/forms/drafts',
    method: 'PUT',
    payload: {
      template_id: 'mfUk',
      version: '20231027',
      locale: 'en',
      answers: { allergies: { answer: 'yes', detail: 'nuts\u0000' } },
    },
    field: 'answers.allergies.detail',
  },
  {
    url: '/api/forms/submissions',
    payload: {
      template_id: 'mfUk',
      version: '20231027',
      locale: 'en',
      answers: { first_name: '\uDC00Ann' },
      signatures: [],
      idempotency_key: 'key-unsafe-text-1',
    },
    field: 'answers.first_name',
  },
  {
    url: '/api/forms/drafts?template_id=mf%00Uk&version=20231027',
    method: 'GET',
    field: 'template_id',
  },
];

describe('NUL bytes and lone surrogates', () => {
  it.each(CASES)(
    '$url answers 400 naming $field, never 500',
    async ({ url, method, payload, field }) => {
      const response = await ctx.app.inject({ method: method ?? 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ data: { fields: { path: string; message: string }[] } }>();
      expect(body.data.fields).toContainEqual({
        path: field,
        message: 'validation.invalidCharacters',
      });
      expect(response.body).not.toContain('at ');
    },
  );

  it('accepts paired surrogates (emoji) and every script', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/forms/drafts',
      payload: {
        template_id: 'mfUk',
        version: '20231027',
        locale: 'ar',
        answers: { first_name: 'ليلى 😀 漢字' },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
