import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
import { staffSession } from '../test-support/clients';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let nurse: SignedIn;
let client: { id: string; auth: SignedIn };
beforeAll(async () => {
  ctx = await createTestApp();
  nurse = await staffSession(ctx.app, ctx.database.db, 'nurse@clinic.test');
  client = await seedSignedInClient(ctx.app, ctx.database.db, 'mform@example.test');
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object | string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

describe('spec §7 named calls', () => {
  it('staff set up a form under each alias; the client resumes the prepared draft', async () => {
    const appointmentId = await seedAppointment(ctx.database.db, client.id);
    for (const url of [
      '/api/mform/setup_medical_form',
      '/api/mform/setup_medical_form_v2',
      '/api/mform/setup_first_medical_form',
      '/api/admin/setup_medical_form_v2',
    ]) {
      const response = await post(
        url,
        {
          client_id: client.id,
          appointment_id: appointmentId,
          store_code: 'london',
          version: '20231027',
        },
        nurse.headers,
      );
      expect(response.json(), url).toMatchObject({
        code: 0,
        data: { template_id: 'mfUk', path: '/mf/london/20231027', link: null },
      });
    }
    const asClient = await post(
      '/api/mform/setup_medical_form',
      { client_id: client.id, store_code: 'london' },
      client.auth.headers,
    );
    expect(asClient.statusCode).toBe(403);
    const info = await post(
      '/api/mform/get_form_info',
      { store_code: 'london', version: '20231027' },
      client.auth.headers,
    );
    expect(info.json().data).toMatchObject({
      template_id: 'mfUk',
      brand: expect.any(String),
      draft: { answered: 0 },
    });
    // Submitting without naming the appointment uses the prepared draft's appointment.
    const submitted = await post(
      '/api/forms/submissions',
      validSubmitBody('mfUk'),
      client.auth.headers,
    );
    expect(submitted.json().data.appointment_state).toBe('mf_rf_completed');
  });

  it('answers form info form-encoded, and 404 for an unknown store', async () => {
    const response = await post(
      '/api/mform/get_form_info_form_new',
      'store_code=london&version=latest',
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(response.json()).toMatchObject({ code: 0, data: { form: 'new', draft: null } });
    const missing = await post('/api/mform/get_form_info', {
      store_code: 'nowhere',
      version: 'latest',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('forms.storeFormNotFound');
  });

  it('says why a form cannot be filled', async () => {
    const rfAnon = await post('/api/mform/check_form_right', { purpose: 'rf' });
    expect(rfAnon.json().data).toMatchObject({
      can_fill: false,
      message: 'forms.cannotFillRf',
      reason: 'sign_in_required',
    });
    const done = await seedAppointment(ctx.database.db, client.id, 'completed');
    const mf = await post(
      '/api/mform/check_form_right',
      { appointment_id: done },
      client.auth.headers,
    );
    expect(mf.json().data).toMatchObject({
      can_fill: false,
      message: 'forms.cannotFillMf',
      reason: 'appointment_not_fillable',
    });
    // The client consented in the first test: a re-consent within 6 months may be skipped.
    const rf = await post('/api/mform/check_form_right', { purpose: 'rf' }, client.auth.headers);
    expect(rf.json().data).toMatchObject({
      can_fill: true,
      required: false,
      reason: 'consent_recent',
    });
  });

  it('submits the brief form form-encoded', async () => {
    const body = validSubmitBody('simpleMf');
    const form = new URLSearchParams({
      locale: 'en',
      answers: JSON.stringify(body.answers),
      signatures: JSON.stringify(body.signatures),
      idempotency_key: body.idempotency_key,
    });
    const response = await post('/api/mform/add_brief_medical_form', form.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, response.json().data.submission_id));
    expect(row).toMatchObject({ kind: 'brief', templateId: 'simpleMf' });
  });
});
