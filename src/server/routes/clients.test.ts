import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPOINTMENT_EVENTS, APPOINTMENT_STATES, nextState } from '../../shared/appointment';
import { API_APPOINTMENT_EVENTS } from '../../shared/api/clients';
import { auditActions, lastMessageTo, type SignedIn } from '../test-support/accounts';
import { seedAppointment, seedClient, staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { runMissedJob } from '../services/appointments/missed-job';
import { auditEvents, consents, linkTokens, staff, storeForms } from '../db/schema';
import { testClock } from '../test-support/test-clock';

// One second before the 40th birthday (UTC) of the seeded Ada (born 1990-12-10): the client
// search test crosses it. Later tests run a second after it; their dates are relative or later.
const clock = testClock(new Date('2030-12-09T23:59:59Z'));
let ctx: TestContext;
let nurse: SignedIn;
let nurseId: string;
let nurseName: string;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db, 'nurse@clinic.test', ['london', 'bb']);
  const [row] = await db.select().from(staff).where(eq(staff.email, 'nurse@clinic.test'));
  nurseId = row!.id;
  nurseName = row!.name;
});
afterAll(async () => {
  await ctx.close();
});

const search = (payload: object, headers: Record<string, string> = nurse.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/clients/search', headers, payload });
const future = new Date('2031-03-03T10:00:00Z');

describe('client search (staff)', () => {
  it('finds by email after case-folding and trimming, with client info and appointments', async () => {
    const client = await seedClient(db, { email: 'john@example.com', details: true });
    await seedAppointment(db, client.id, { startsAt: future });
    const response = await search({ type: 'email', email: '  John@Example.COM ' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'found', switch_to: null });
    expect(data.client).toMatchObject({
      id: client.id,
      name: 'Ada Lovelace',
      gender: 'female',
      date_of_birth: '1990-12-10',
      email_verified: true,
      registered: false,
    });
    // The day before the birthday the age is still 39; from its first second (UTC) it is 40.
    expect(data.client.age).toBe(39);
    clock.advance(1_000);
    const onBirthday = await search({ type: 'email', email: 'john@example.com' });
    expect(onBirthday.json().data.client.age).toBe(40);
    expect(data.client.appointments).toHaveLength(1);
    expect(data.client.appointments[0]).toMatchObject({
      state: 'not_started',
      booked_via: 'online',
      actions: ['register_and_process'],
    });
  });

  it('lists appointments newest first with who booked them, the consent and the audit result', async () => {
    const client = await seedClient(db, { email: 'history@example.com' });
    const [booker] = await db.select().from(staff).where(eq(staff.email, 'nurse@clinic.test'));
    const older = await seedAppointment(db, client.id, {
      startsAt: new Date('2031-01-01T10:00:00Z'),
      state: 'completed',
    });
    const later = new Date('2031-05-05T10:00:00Z');
    const newer = await seedAppointment(db, client.id, {
      startsAt: later,
      bookedByStaffId: booker!.id,
    });
    const granted = new Date(clock.now().getTime() - 86_400_000);
    await db.insert(consents).values([
      { clientId: client.id, kind: 'treatment', grantedAt: granted, expiresAt: future },
      { clientId: client.id, kind: 'privacy', grantedAt: granted, expiresAt: future },
    ]);
    const data = (await search({ type: 'email', email: 'history@example.com' })).json().data;
    expect(data.client.appointments.map((a: { id: string }) => a.id)).toEqual([newer.id, older.id]);
    expect(data.client.appointments[0]).toMatchObject({
      booked_via: 'staff',
      booked_by_name: booker!.name,
      starts_at: later.toISOString(),
      created_at: newer.createdAt.toISOString(),
    });
    expect(data.client.appointments[1]).toMatchObject({
      booked_by_name: null,
      state: 'completed',
    });
    expect(data.client.consent).toMatchObject({
      treatment: 'exempt',
      treatment_granted_at: granted.toISOString(),
      privacy: 'valid',
      privacy_expires_at: future.toISOString(),
    });
    expect(data.client.created_at).toBe(client.createdAt.toISOString());
    const [audit] = (await auditActions(db, 'client.search')).slice(-1);
    expect(audit).toMatchObject({
      entityId: client.id,
      outcome: 'success',
      data: { method: 'email', result: 'found' },
    });
  });

  it('audits a view of an unknown client as a failure and answers 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/clients/${id}`,
      headers: nurse.headers,
    });
    expect(view.statusCode).toBe(404);
    const [audit] = (await auditActions(db, 'client.view', 'failure')).slice(-1);
    expect(audit).toMatchObject({ entityId: id, data: { result: 'not_found' } });
  });

  it('finds by mobile in national format with its country (E.164)', async () => {
    const client = await seedClient(db, { mobile: '+447700900123' });
    const response = await search({ type: 'mobile', country: 'GB', mobile: '07700 900123' });
    expect(response.json().data).toMatchObject({ status: 'found', client: { id: client.id } });
  });

  it('says an unverified contact is not verified and offers the other search type', async () => {
    await seedClient(db, { email: 'unverified@example.com', emailVerified: false });
    await seedClient(db, { mobile: '+447700900456', mobileVerified: false });
    expect((await search({ type: 'email', email: 'unverified@example.com' })).json().data).toEqual({
      status: 'not_verified',
      message: 'clients.emailNotVerified',
      switch_to: 'mobile',
      client: null,
      hits: [],
      more: false,
    });
    const byMobile = await search({ type: 'mobile', country: 'GB', mobile: '07700900456' });
    expect(byMobile.json().data).toEqual({
      status: 'not_verified',
      message: 'clients.mobileNotVerified',
      switch_to: 'email',
      client: null,
      hits: [],
      more: false,
    });
  });

  it('answers "no information" when nothing matches, and rejects a bad mobile', async () => {
    expect(
      (await search({ type: 'email', email: 'nobody@example.com' })).json().data,
    ).toMatchObject({ status: 'not_found', message: 'clients.noInformation' });
    const bad = await search({ type: 'mobile', country: 'GB', mobile: '123' });
    expect(bad.statusCode).toBe(400);
  });

  it('audits every search and view without the search term', async () => {
    await search({ type: 'email', email: 'audit-term@example.com' });
    const rows = await auditActions(db, 'client.search');
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.actorType === 'staff' && r.ip)).toBe(true);
    const all = JSON.stringify(await db.select().from(auditEvents));
    expect(all).not.toContain('audit-term');
    expect(all).not.toContain('john@example');
    expect(all).not.toContain('900123');
    const client = await seedClient(db, { email: 'viewed@example.com' });
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}`,
      headers: nurse.headers,
    });
    expect(view.json().data.id).toBe(client.id);
    expect((await auditActions(db, 'client.view')).at(-1)?.entityId).toBe(client.id);
  });
});

describe('no client data without a staff session', () => {
  it('refuses every staff endpoint without a session, and a client session', async () => {
    const client = await seedClient(db, { email: 'private@example.com' });
    const appointment = await seedAppointment(db, client.id, {
      startsAt: new Date('2031-04-04T10:00:00Z'),
    });
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/clients/search',
        payload: { type: 'email', email: 'private@example.com' },
      },
      { method: 'GET' as const, url: `/api/clients/${client.id}` },
      {
        method: 'POST' as const,
        url: `/api/appointments/${appointment.id}/transition`,
        payload: { event: 'start_filling' },
      },
      {
        method: 'POST' as const,
        url: `/api/appointments/${appointment.id}/send-form-link`,
        payload: { channel: 'email' },
      },
    ];
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
      expect(response.body).not.toContain('private@example.com');
      expect(response.body).not.toContain('Lovelace');
      const noCsrf = await ctx.app.inject({ ...call, headers: { cookie: nurse.headers.cookie! } });
      if (call.method === 'POST') expect(noCsrf.statusCode, call.url).toBe(403);
    }
  });
});

describe('appointment state machine through the API', () => {
  // Completing a visit without a signed treatment record takes a reason.
  const transition = (id: string, event: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${id}/transition`,
      headers: nurse.headers,
      payload: { event, ...(event === 'complete_appointment' ? { reason: 'Walked out' } : {}) },
    });

  it('applies every legal move and refuses every illegal one with 409', async () => {
    let minute = 0;
    for (const state of APPOINTMENT_STATES) {
      for (const event of API_APPOINTMENT_EVENTS) {
        const client = await seedClient(db, {});
        minute += 1;
        const startsAt = new Date(future.getTime() + minute * 3_600_000);
        const appointment = await seedAppointment(db, client.id, {
          startsAt,
          state,
          bookedByStaffId: nurseId,
        });
        const response = await transition(appointment.id, event);
        const expected = nextState(state, event);
        if (expected) {
          expect(response.statusCode, `${state} + ${event}`).toBe(200);
          expect(response.json().data).toMatchObject({
            state: expected,
            booked_via: 'staff',
            booked_by_name: nurseName,
          });
        } else {
          expect(response.statusCode, `${state} + ${event}`).toBe(409);
          expect(response.json().message).toBe('appointments.illegalTransition');
        }
      }
    }
    expect(APPOINTMENT_EVENTS).toContain('mark_missed');
    const client = await seedClient(db, {});
    const a = await seedAppointment(db, client.id, { startsAt: new Date('2032-01-01T10:00:00Z') });
    expect((await transition(a.id, 'mark_missed')).statusCode).toBe(400);
    expect((await auditActions(db, 'appointment.transition', 'failure')).length).toBeGreaterThan(0);
  });

  it('the missed job marks open appointments whose end has passed, and only those', async () => {
    const client = await seedClient(db, {});
    const base = new Date('2033-05-05T10:00:00Z');
    const open = await seedAppointment(db, client.id, { startsAt: base });
    const filling = await seedAppointment(db, client.id, {
      startsAt: new Date(base.getTime() + 3_600_000),
      state: 'filling',
    });
    const formsDone = await seedAppointment(db, client.id, {
      startsAt: new Date(base.getTime() - 2 * 3_600_000),
      state: 'mf_rf_completed',
    });
    const done = await seedAppointment(db, client.id, {
      startsAt: new Date(base.getTime() - 3_600_000),
      state: 'completed',
    });
    const later = await seedAppointment(db, client.id, {
      startsAt: new Date(base.getTime() + 10 * 3_600_000),
    });
    const at = new Date(base.getTime() + 2 * 3_600_000 + 1);
    expect(await runMissedJob(db, () => at)).toBeGreaterThanOrEqual(3);
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}`,
      headers: nurse.headers,
    });
    const states = Object.fromEntries(
      view.json().data.appointments.map((a: { id: string; state: string }) => [a.id, a.state]),
    );
    expect(states[open.id]).toBe('missed');
    expect(states[filling.id]).toBe('missed');
    // Forms done but the visit never completed: the end passing still makes it missed.
    expect(states[formsDone.id]).toBe('missed');
    expect(states[done.id]).toBe('completed');
    expect(states[later.id]).toBe('not_started');
    expect(await runMissedJob(db, () => at)).toBe(0);
    expect((await auditActions(db, 'appointment.missed')).length).toBe(1);
  });
});

describe('send form link', () => {
  const sendLink = (appointmentId: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${appointmentId}/send-form-link`,
      headers: nurse.headers,
      payload,
    });
  const FILL_LINK = /http:\/\/localhost:3000\/verification\/london\/latest\?code=[\w.-]+/;

  it("queues a fill link for this client's appointment to their email or mobile", async () => {
    const client = await seedClient(db, { email: 'link@example.com', mobile: '+447700900999' });
    const appointment = await seedAppointment(db, client.id, {
      startsAt: new Date('2034-01-01T10:00:00Z'),
    });
    const send = (payload: object) => sendLink(appointment.id, payload);
    expect((await send({ channel: 'email', language: 'fr' })).json().data).toEqual({ sent: true });
    const mail = await lastMessageTo(db, 'link@example.com');
    expect(mail?.subject).toContain('formulaire');
    const url = FILL_LINK.exec(mail?.body ?? '')?.[0];
    expect(url).toBeTruthy();
    // The link opens this appointment of this client, issued by the nurse who sent it.
    const detail = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/verify_encode_detail',
      payload: { code: new URL(url!).searchParams.get('code'), store: 'london' },
    });
    expect(detail.json().data).toMatchObject({
      purpose: 'fill',
      user_info: { id: client.id },
      appointment: { id: appointment.id },
    });
    expect((await send({ channel: 'sms' })).statusCode).toBe(200);
    expect((await lastMessageTo(db, '+447700900999'))?.body).toMatch(FILL_LINK);
    const rows = await db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.appointmentId, appointment.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ purpose: 'fill', clientId: client.id, issuedByStaffId: nurseId });
    }
    const noMobile = await seedClient(db, { email: 'nomobile@example.com' });
    const b = await seedAppointment(db, noMobile.id, {
      startsAt: new Date('2034-01-02T10:00:00Z'),
    });
    const refused = await sendLink(b.id, { channel: 'sms' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('clients.noContactForChannel');
    const sent = await auditActions(db, 'appointment.formLink.send');
    expect(sent).toHaveLength(2);
    expect(rows.map((r) => r.jti).sort()).toEqual(
      sent.map((e) => (e.data as { linkId: string }).linkId).sort(),
    );
  });

  it('refuses a completed, missed or cancelled appointment with 409 and sends nothing', async () => {
    for (const [i, state] of ['completed', 'missed', 'cancelled'].entries()) {
      const email = `closed-${state}@example.com`;
      const client = await seedClient(db, { email });
      const appointment = await seedAppointment(db, client.id, {
        startsAt: new Date(Date.UTC(2034, 1, 1 + i, 10)),
        state,
      });
      const response = await sendLink(appointment.id, { channel: 'email' });
      expect(response.statusCode, state).toBe(409);
      expect(response.json()).toMatchObject({ code: 40900, message: 'appointments.closed' });
      expect(await lastMessageTo(db, email)).toBeUndefined();
      const rows = await db
        .select()
        .from(linkTokens)
        .where(eq(linkTokens.appointmentId, appointment.id));
      expect(rows, state).toHaveLength(0);
    }
  });

  it('refuses with 409 when the store has no live medical form to open', async () => {
    await db.update(storeForms).set({ isLive: false }).where(eq(storeForms.storeCode, 'bb'));
    const client = await seedClient(db, { email: 'no-form@example.com' });
    const appointment = await seedAppointment(db, client.id, {
      startsAt: new Date('2034-03-01T10:00:00Z'),
      storeCode: 'bb',
    });
    const response = await sendLink(appointment.id, { channel: 'email' });
    expect(response.json()).toMatchObject({ code: 40900, message: 'appointments.noLiveForm' });
    expect(await lastMessageTo(db, 'no-form@example.com')).toBeUndefined();
    const rows = await db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.appointmentId, appointment.id));
    expect(rows).toHaveLength(0);
  });

  it('answers 404 for an unknown appointment and 400 for a malformed id', async () => {
    const unknown = await sendLink('00000000-0000-4000-8000-000000000000', { channel: 'email' });
    expect(unknown.json()).toMatchObject({ code: 40400, message: 'appointments.notFound' });
    expect((await sendLink('not-a-uuid', { channel: 'email' })).statusCode).toBe(400);
  });
});
