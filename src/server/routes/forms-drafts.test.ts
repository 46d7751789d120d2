import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../shared/forms';
import { sha256Hex } from '../auth/tokens';
import { appointments, formSubmissions } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { staffSession } from '../test-support/clients';
import { seedAppointment, seedSignedInClient, validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const uk = getTemplate('mfUk')!;
const key = { template_id: uk.id, version: uk.version, store_code: 'london', locale: 'en' };
const save = (payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: '/api/forms/drafts', payload, headers });
const load = (query: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    url: `/api/forms/drafts?template_id=${uk.id}&version=${uk.version}${query}`,
    headers,
  });

describe('questionnaire drafts', () => {
  it('gives an anonymous draft a token, stores only its hash, and resumes by token', async () => {
    const first = await save({ ...key, answers: { first_name: 'Ana' } });
    expect(first.statusCode, first.body).toBe(200);
    const { draft_id, draft_token } = first.json().data;
    expect(draft_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, draft_id));
    expect(row!.draftTokenHash).toBe(sha256Hex(draft_token));
    const second = await save({
      ...key,
      answers: { first_name: 'Ana', last_name: 'Lee' },
      draft_token,
    });
    expect(second.json().data).toEqual({ draft_id, updated_at: expect.any(String) });
    const loaded = await load(`&draft_token=${draft_token}`);
    expect(loaded.json().data).toMatchObject({
      draft_id,
      answers: { first_name: 'Ana', last_name: 'Lee' },
    });
    expect((await load(`&draft_token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await auditActions(ctx.database.db, 'forms.draft.save')).length).toBeGreaterThan(1);
  });

  it('rejects unknown question ids with a field error and oversized drafts', async () => {
    const response = await save({ ...key, answers: { first_name: 'A', favourite_colour: 'red' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'answers.favourite_colour', message: 'validation.unknownQuestion' },
    ]);
    const big = await save({ ...key, answers: { first_name: 'x'.repeat(300_000) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('forms.draftTooLarge');
  });

  it('lets a signed-in client resume on another device, adopting their anonymous draft', async () => {
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'drafter@example.test');
    const anon = (await save({ ...key, answers: { first_name: 'Bo' } })).json().data;
    const adopted = await save(
      { ...key, answers: { first_name: 'Bob' }, draft_token: anon.draft_token },
      client.auth.headers,
    );
    expect(adopted.json().data.draft_id).toBe(anon.draft_id);
    // "Another device": the session alone finds the latest draft.
    const resumed = await load('', { cookie: client.auth.headers.cookie! });
    expect(resumed.json().data).toMatchObject({
      draft_id: anon.draft_id,
      answers: { first_name: 'Bob' },
    });
  });

  it('never shows one client’s draft or submission to another', async () => {
    const owner = await seedSignedInClient(ctx.app, ctx.database.db, 'owner@example.test');
    const other = await seedSignedInClient(ctx.app, ctx.database.db, 'other@example.test');
    const anon = (await save({ ...key, answers: { first_name: 'Cy' } })).json().data;
    await save(
      { ...key, answers: { first_name: 'Cyd' }, draft_token: anon.draft_token },
      owner.auth.headers,
    );
    // The token no longer opens it for anyone but its owner.
    expect((await load(`&draft_token=${anon.draft_token}`)).statusCode).toBe(404);
    expect(
      (await load(`&draft_token=${anon.draft_token}`, { cookie: other.auth.headers.cookie! }))
        .statusCode,
    ).toBe(404);
    expect((await load('', { cookie: other.auth.headers.cookie! })).json().data).toBeNull();

    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: validSubmitBody('mfUk', { draft_token: anon.draft_token }),
      headers: owner.auth.headers,
    });
    const id = submitted.json().data.submission_id;
    expect(
      await ctx.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, anon.draft_id)),
    ).toEqual([]);
    const asOther = await ctx.app.inject({
      url: `/api/forms/submissions/${id}`,
      headers: { cookie: other.auth.headers.cookie! },
    });
    expect(asOther.statusCode).toBe(404);
    // Without a session or a fill link the route answers before looking anything up.
    const asAnon = await ctx.app.inject({ url: `/api/forms/submissions/${id}` });
    expect(asAnon.statusCode).toBe(401);
    const list = await ctx.app.inject({
      url: `/api/forms/submissions?client_id=${owner.id}`,
      headers: { cookie: other.auth.headers.cookie! },
    });
    expect(list.statusCode).toBe(403);
    const own = await ctx.app.inject({
      url: `/api/forms/submissions/${id}`,
      headers: { cookie: owner.auth.headers.cookie! },
    });
    expect(own.json().data).toMatchObject({ submission_id: id, answers: expect.any(Object) });
    expect((await auditActions(ctx.database.db, 'forms.submission.read', 'denied')).length).toBe(1);
    expect(await auditActions(ctx.database.db, 'auth.unauthenticated', 'denied')).not.toHaveLength(
      0,
    );
  });

  it('lets staff list a client’s submissions with flags (no answers) and read one with answers', async () => {
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'flagged@example.test');
    const body = validSubmitBody('mfUk');
    body.answers.known_g6pd_deficiency = 'yes';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/forms/submissions',
      payload: body,
      headers: client.auth.headers,
    });
    // Staff read a client's record through a visit at their store (auth/record-access.ts).
    await seedAppointment(ctx.database.db, client.id);
    const nurse = await staffSession(ctx.app, ctx.database.db);
    const list = await ctx.app.inject({
      url: `/api/forms/submissions?client_id=${client.id}`,
      headers: nurse.headers,
    });
    const [item] = list.json().data.items;
    expect(item).not.toHaveProperty('answers');
    expect(item.flags.map((f: { id: string }) => f.id)).toContain('g6pd_deficiency');
    const one = await ctx.app.inject({
      url: `/api/forms/submissions/${item.submission_id}`,
      headers: nurse.headers,
    });
    expect(one.json().data.answers.known_g6pd_deficiency).toBe('yes');
    expect(one.json().data.signatures[0]).toMatchObject({ slot: 1, method: 'drawn' });
    const audits = await auditActions(ctx.database.db, 'forms.submission.list', 'success');
    expect(JSON.stringify(audits)).not.toContain('g6pd');
  });

  it('refuses a draft once its visit’s forms are in or the visit is over', async () => {
    const client = await seedSignedInClient(ctx.app, ctx.database.db, 'late@example.test');
    const open = await seedAppointment(ctx.database.db, client.id, 'filling');
    const saved = await save(
      { ...key, answers: { first_name: 'Ana' }, appointment_id: open },
      client.auth.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const state of ['mf_rf_completed', 'completed', 'cancelled', 'missed']) {
      const closed = await seedAppointment(ctx.database.db, client.id, state);
      const refused = await save(
        { ...key, answers: { first_name: 'Ana' }, appointment_id: closed },
        client.auth.headers,
      );
      expect(refused.statusCode, state).toBe(409);
      expect(refused.json().message).toBe('forms.appointmentNotFillable');
    }
    // The draft already tied to a visit is refused too, once that visit is over.
    await ctx.database.db
      .update(appointments)
      .set({ state: 'completed' })
      .where(eq(appointments.id, open));
    const stale = await save({ ...key, answers: { first_name: 'Ana B' } }, client.auth.headers);
    expect(stale.statusCode).toBe(409);
  });
});
