import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAppointment, seedClient, staffSession } from '../test-support/clients';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

/**
 * Every API route the app documents, called without a session (issue 4: "a nurse cannot see a
 * client's data through any endpoint without a session"). The list comes from the OpenAPI
 * document, so a route added later is covered without editing this file: it must either refuse,
 * or be one of the public routes below, and none may show the client's data.
 */
const PUBLIC = new Set([
  // Signing in and out, registering, first-admin setup (its own one-time token).
  'get /api/session',
  'post /api/session/logout',
  'post /api/auth/login',
  'post /api/auth/code/send',
  'post /api/auth/code/login',
  'post /api/mform/sendEmailRegisterCode',
  'post /api/mform/sendMobileRegisterCode',
  'post /api/mform/emailRegist',
  'post /api/mform/mobileRegist',
  'get /api/setup/status',
  'post /api/setup/first-admin',
  // Reference data and the browser's own error reports.
  'get /api/common/user_country',
  'get /api/stores',
  'get /api/stores/{store_code}/forms/{version}',
  // The brands' terms of service and privacy policies (no personal data).
  'get /api/legal-documents/{brand}',
  'get /api/legal-documents/{brand}/{kind}/{version}',
  'post /api/client-reports',
  // Online booking, and the client's own details by a signed contact code.
  'get /api/booking/options',
  'get /api/booking/slots',
  'post /api/booking/send-code',
  'post /api/booking/book',
  'post /api/mform/contactinfo_show',
  'post /api/mform/new_contact_info',
  'post /api/mform/confirm_user_info_show',
  'post /api/mform/update_user_info',
  'post /api/mform/confirm_contact_change',
  // Questionnaires are filled without an account (drafts by an anonymous draft token).
  'put /api/forms/drafts',
  'get /api/forms/drafts',
  'post /api/forms/submissions',
  'post /api/mform/add_brief_medical_form',
  'post /api/mform/get_form_info',
  'post /api/mform/get_form_info_form_new',
  'post /api/mform/check_form_right',
  'get /api/forms/known-details',
  // `/rf` opened without a session or link: "sign in required", nothing of the visit named.
  'get /api/forms/reconsent',
  'post /api/mform/upload_medicalform_image',
  'post /api/mform/upload_reconsentform_image',
  'post /api/mform/upload_medicalform_pdf',
  // Identity verification by a signed link token (and a one-time code).
  'post /api/mform/verify_encode',
  'post /api/mform/verify_encode_detail',
  'post /api/mform/verify_encode_send_code',
  'post /api/admin/verifyOtpByEncode',
  'post /api/admin/verifyOtpByEncodeForLinkDetail',
  'post /api/admin/verifyOtpByEncodeForLinkDetailV2',
  'get /api/verification/web-params',
  // The signed download link of the confirmation message (its own token, decision 014).
  'get /api/documents/download',
]);
/** Development servers only (never registered in production): it shows sent codes. */
const DEVELOPMENT_ONLY = new Set(['get /api/dev/outbox']);

let ctx: TestContext;
const ids = { client: '', appointment: '', submission: '' };
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const client = await seedClient(db, {
    email: 'leak.check@example.com',
    mobile: '+447400999111',
    details: true,
  });
  const appointment = await seedAppointment(db, client.id, {
    startsAt: new Date('2031-06-06T10:00:00Z'),
  });
  // A submitted questionnaire of this client's, filled on a clinic tablet.
  const nurse = await staffSession(ctx.app, db);
  const submitted = await ctx.app.inject({
    method: 'POST',
    url: '/api/forms/submissions',
    headers: nurse.headers,
    payload: validSubmitBody('mfUk', { appointment_id: appointment.id }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  Object.assign(ids, {
    client: client.id,
    appointment: appointment.id,
    submission: submitted.json().data.submission_id as string,
  });
});
afterAll(() => ctx.close());

/** A documented path with its parameters filled by the seeded client's own ids. */
function concrete(path: string): string {
  return path
    .replace('{submission_id}', ids.submission)
    .replace('{appointment_id}', ids.appointment)
    .replace('{store_code}', 'london')
    .replace('{version}', 'latest')
    .replace('{id}', path.startsWith('/api/appointments') ? ids.appointment : ids.client);
}

async function documentedRoutes(): Promise<{ method: string; path: string }[]> {
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  return Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, operations]) => Object.keys(operations).map((method) => ({ method, path })),
  );
}

/**
 * Path parameters, query and bodies no schema accepts: wrong types, NUL, encoded junk. Broken
 * percent-encoding in the path is left out: Fastify refuses it before routing, with the same
 * answer for every path (framework-errors.ts), so it says nothing about any route.
 */
const JUNK_PARAM = '%00%E2%80%AE..%2F%25ZZjunk';
const JUNK_QUERY = 'client_id=%00&limit=-1&date=yesterday&x[y]=1&' + 'a'.repeat(5000) + '=1';
const JUNK_BODIES: { payload: string; contentType: string }[] = [
  {
    contentType: 'application/json',
    payload: JSON.stringify({ email: 1, type: [], event: {}, x: '\u0000', id: 'nope' }),
  },
  { contentType: 'application/json', payload: '{"unterminated' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=%00&b[]=%ZZ&c' },
  { contentType: 'text/plain', payload: 'hello' },
];

describe('every API route without a session', () => {
  it('refuses unless public, and never shows the client', async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const phi = ['leak.check@example.com', '+447400999111', 'Lovelace', ids.client];
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (DEVELOPMENT_ONLY.has(key)) continue;
      const query = `client_id=${ids.client}&appointment_id=${ids.appointment}`;
      const response = await ctx.app.inject({
        method: method.toUpperCase() as 'GET',
        url: `${concrete(path)}?${query}`,
        ...(method === 'get'
          ? {}
          : {
              payload: {
                client_id: ids.client,
                appointment_id: ids.appointment,
                appointmentId: ids.appointment,
              },
            }),
      });
      for (const marker of phi) expect(response.body, key).not.toContain(marker);
      expect(response.statusCode, key).toBeLessThan(500);
      if (PUBLIC.has(key)) continue;
      expect(response.statusCode, key).toBeGreaterThanOrEqual(400);
      // A read is refused as such (401), or as a record that does not exist for the caller.
      if (method === 'get') expect([401, 404], key).toContain(response.statusCode);
    }
  });
});

describe('every non-public API route with garbage input and no session', () => {
  it('answers 401 before reading the input, naming no field', async () => {
    const routes = (await documentedRoutes()).filter(
      ({ method, path }) =>
        !PUBLIC.has(`${method} ${path}`) && !DEVELOPMENT_ONLY.has(`${method} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      const url = `${path.replace(/\{[^}]+\}/g, JUNK_PARAM)}?${JUNK_QUERY}`;
      const bodies = method === 'get' ? [undefined] : JUNK_BODIES;
      for (const body of bodies) {
        const response = await ctx.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
        });
        const label = `${key} ${body?.contentType ?? ''} ${body?.payload ?? ''}`;
        expect(response.statusCode, label).toBe(401);
        expect(response.json().data, label).toBeNull();
      }
    }
  });
});
