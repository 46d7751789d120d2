import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate, templateIds } from '../../shared/forms';
import { appointments, consents, formSubmissions, signatures } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const submit = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/forms/submissions',
    payload: payload as object,
    headers,
  });

const isStaffTemplate = (id: string) => ['detail', 'medical'].includes(getTemplate(id)!.kind);
const clientTemplateIds = templateIds.filter((id) => !isStaffTemplate(id));

describe('POST /api/forms/submissions', () => {
  // Staff sections are written only through the visits API, which checks the writer's role.
  it.each(templateIds.filter(isStaffTemplate))('refuses the staff template %s', async (id) => {
    const response = await submit(validSubmitBody(id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('visits.roleNotAllowed');
  });

  it.each(clientTemplateIds)('accepts a valid answer set of %s and stores it', async (id) => {
    const body = validSubmitBody(id);
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      replayed: false,
      content_sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, data.submission_id));
    expect(row).toMatchObject({
      status: 'submitted',
      templateId: id,
      templateVersion: getTemplate(id)!.version,
    });
    const signed = await ctx.database.db
      .select()
      .from(signatures)
      .where(eq(signatures.submissionId, data.submission_id));
    expect(signed).toHaveLength(body.signatures.length);
    for (const s of signed) expect(s.strokes).toContainEqual({ x: -1, y: -1 });
  });

  it('names the failing field of a rejected answer set', async () => {
    const body = validSubmitBody('mfUk');
    const template = getTemplate('mfUk')!;
    const required = template.sections
      .flatMap((s) => s.questions)
      .find((q) => q.type === 'text' && q.required)!;
    delete body.answers[required.id];
    const response = await submit(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 40000, message: 'errors.validation' });
    expect(response.json().data.fields).toContainEqual({
      path: required.id,
      message: 'validation.required',
    });
  });

  it('reads dates and phone numbers sent in Arabic digits as ASCII; a number must be a number', async () => {
    const arabic = validSubmitBody('mfUk');
    arabic.answers.date_of_birth = '١٩٩٠-٠٥-١٧';
    arabic.answers.emergency_contact_phone = '٠٧٤٠٠ ٥٥٥٦٦٦';
    const response = await submit(arabic);
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, response.json().data.submission_id));
    expect(row!.answers).toMatchObject({
      date_of_birth: '1990-05-17',
      emergency_contact_phone: '07400 555666',
    });
    // JSON carries numbers as numbers: text for one is refused, as the browser refuses it.
    const text = validSubmitBody('mfUk');
    text.answers.height = '١٦٥';
    const refused = await submit(text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toContainEqual({
      path: 'height',
      message: 'validation.invalidFormat',
    });
  });

  it('rejects unknown question ids and a signature that is not a PNG', async () => {
    const unknown = await submit(validSubmitBody('mfUk', { answers: { not_a_question: 'x' } }));
    expect(unknown.json().data.fields).toContainEqual({
      path: 'answers.not_a_question',
      message: 'validation.unknownQuestion',
    });
    const body = validSubmitBody('mfUk');
    body.signatures[0]!.png_base64 = Buffer.from('hello, not a png').toString('base64');
    const bad = await submit(body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual([
      { path: 'signatures.0.png_base64', message: 'forms.signatureInvalid' },
    ]);
  });

  it('stores one row for a repeated and for concurrent submits with one idempotency key', async () => {
    const body = validSubmitBody('mfUs');
    const [a, b] = await Promise.all([submit(body), submit(body)]);
    const again = await submit(body);
    const ids = [a, b, again].map((r) => r.json().data.submission_id);
    expect(new Set(ids).size).toBe(1);
    expect(again.json().data.replayed).toBe(true);
    const rows = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.idempotencyKey, body.idempotency_key));
    expect(rows).toHaveLength(1);
  });

  it('never changes a submitted row: the key again with other answers is a 409, and direct edits are refused', async () => {
    const body = validSubmitBody('mfEd');
    const first = (await submit(body)).json().data;
    const [before] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, first.submission_id));
    const changed = { ...body, answers: { ...body.answers, first_name: 'Someone Else' } };
    const reused = await submit(changed);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      code: 40901,
      message: 'forms.idempotencyKeyReused',
      data: null,
    });
    const otherLanguage = await submit({ ...body, locale: 'fr' });
    expect(otherLanguage.statusCode).toBe(409);
    // The same body again is still the first result.
    expect((await submit(body)).json().data).toMatchObject({
      submission_id: first.submission_id,
      replayed: true,
    });
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const r = await ctx.app.inject({
        method,
        url: `/api/forms/submissions/${first.submission_id}`,
        payload: changed,
      });
      expect(r.statusCode).toBe(404);
    }
    const [after] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, first.submission_id));
    expect(after).toEqual(before);
  });

  it('computes and stores screening flags', async () => {
    const body = validSubmitBody('mfUk');
    body.answers.known_g6pd_deficiency = 'yes';
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.flags).toContainEqual({
      id: 'g6pd_deficiency',
      questions: expect.arrayContaining(['known_g6pd_deficiency']),
    });
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, response.json().data.submission_id));
    expect(row!.flags).toEqual(response.json().data.flags);
  });

  it('moves the client’s appointment to forms completed, grants consents, and refuses an illegal move', async () => {
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'submit@example.test');
    const appointmentId = await seedAppointment(ctx.database.db, client.id);
    const body = validSubmitBody('mfUk', { appointment_id: appointmentId });
    const response = await submit(body, client.auth.headers);
    expect(response.json().data.appointment_state).toBe('mf_rf_completed');
    const [appointment] = await ctx.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    expect(appointment!.fillingStartedAt).not.toBeNull();
    const granted = await ctx.database.db
      .select()
      .from(consents)
      .where(eq(consents.clientId, client.id));
    expect(granted.map((c) => c.kind).sort()).toEqual(['privacy', 'treatment']);
    // A retry after the first submit moved the appointment on is the first result again,
    // not a refusal, and stores nothing more.
    const retry = await submit(body, client.auth.headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({
      submission_id: response.json().data.submission_id,
      appointment_state: 'mf_rf_completed',
      replayed: true,
    });
    const again = await ctx.database.db
      .select()
      .from(consents)
      .where(eq(consents.clientId, client.id));
    expect(again).toHaveLength(2);
    const cancelled = await seedAppointment(ctx.database.db, client.id, 'cancelled');
    const refused = await submit(
      validSubmitBody('mfUk', { appointment_id: cancelled }),
      client.auth.headers,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('forms.appointmentNotFillable');
    expect((await auditActions(ctx.database.db, 'forms.submission.create')).length).toBeGreaterThan(
      0,
    );
  });
});
