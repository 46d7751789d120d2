import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients, linkTokens } from '../db/schema';
import { auditActions, lastCodeSentTo, lastMessageTo } from '../test-support/accounts';
import { bookingRequest, seedClient } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// Tuesday 1 January 2030, 09:00 UTC (London is on GMT, so local = UTC).
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });

async function codeFor(email: string): Promise<string> {
  const sent = await post('/api/booking/send-code', { channel: 'email', email });
  expect(sent.json()).toMatchObject({ code: 0, data: { sent: true } });
  return lastCodeSentTo(db, email.trim().toLowerCase());
}

describe('online booking', () => {
  it('lists stores and services, and slots in the store time zone', async () => {
    const options = (await ctx.app.inject({ url: '/api/booking/options' })).json().data;
    expect(options.stores.map((s: { code: string }) => s.code)).toContain('london');
    expect(options.services[0]).toMatchObject({ id: 'iv_drip', duration_minutes: 60 });
    const slots = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-02' })
    ).json().data;
    expect(slots.timezone).toBe('Europe/London');
    expect(slots.slots[0]).toEqual({
      starts_at: '2030-01-02T09:00:00.000Z',
      ends_at: '2030-01-02T10:00:00.000Z',
      available: true,
    });
    expect(slots.slots).toHaveLength(10);
    const ny = (
      await ctx.app.inject({ url: '/api/booking/slots?store=xwP5X&date=2030-01-02' })
    ).json().data;
    expect(ny.slots[0].starts_at).toBe('2030-01-02T14:00:00.000Z');
    const today = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-01' })
    ).json().data;
    // 09:00 is now (inside the one-hour lead time); 10:00 is exactly one hour ahead.
    expect(today.slots.slice(0, 2).map((s: { available: boolean }) => s.available)).toEqual([
      false,
      true,
    ]);
    const unknown = await ctx.app.inject({ url: '/api/booking/slots?store=nope&date=2030-01-02' });
    expect(unknown.json().message).toBe('booking.unknownStore');
  });

  it('books with a code: client created verified, number, form link queued', async () => {
    const code = await codeFor('Grace@Example.com');
    const response = await post(
      '/api/booking/book',
      bookingRequest('Grace@Example.com', code, '2030-01-02T09:00:00Z'),
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.number).toMatch(/^AP-[2-9A-HJKMNP-Z]{8}$/);
    expect(data.form_link).toMatch(
      /^http:\/\/localhost:3000\/verification\/london\/latest\?code=[\w-]+\.[\w-]+$/,
    );
    expect(data.contact_code).toBeTruthy();
    const [client] = await db.select().from(clients).where(eq(clients.email, 'grace@example.com'));
    expect(client?.emailVerifiedAt).not.toBeNull();
    const mail = await lastMessageTo(db, 'grace@example.com');
    expect(mail?.body).toContain(data.number);
    expect(mail?.body).toContain(data.form_link);
    expect((await auditActions(db, 'appointment.book')).length).toBe(1);
    const slots = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-02' })
    ).json().data;
    expect(slots.slots[0].available).toBe(false);
  });

  it('mails a fill link tied to the booked client and appointment, issued by no one', async () => {
    const code = await codeFor('ada.link@example.com');
    const response = await post(
      '/api/booking/book',
      bookingRequest('ada.link@example.com', code, '2030-01-04T09:00:00Z'),
    );
    const { number, form_link: link } = response.json().data;
    expect((await lastMessageTo(db, 'ada.link@example.com'))?.body).toContain(link);
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.number, number));
    const rows = await db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.appointmentId, appointment!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        purpose: 'fill',
        clientId: appointment!.clientId,
        storeCode: 'london',
        issuedByStaffId: null,
        // A fill link lives to the end of the appointment's day in London (GMT in January).
        expiresAt: new Date('2030-01-05T00:00:00Z'),
      }),
    ]);
    // The mailed code is that row's token: the verification page shows this appointment.
    const detail = await post('/api/mform/verify_encode_detail', {
      code: new URL(link).searchParams.get('code'),
      store: 'london',
    });
    expect(detail.json().data).toMatchObject({
      purpose: 'fill',
      user_info: { id: appointment!.clientId, first_name: 'Grace' },
      appointment: { id: appointment!.id, number },
    });
  });

  it('matches an existing client by contact instead of creating another', async () => {
    const existing = await seedClient(db, { email: 'known@example.com', emailVerified: false });
    const code = await codeFor('known@example.com');
    const response = await post(
      '/api/booking/book',
      bookingRequest('KNOWN@example.com', code, '2030-01-02T10:00:00Z'),
    );
    expect(response.statusCode).toBe(200);
    const rows = await db.select().from(appointments).where(eq(appointments.clientId, existing.id));
    expect(rows).toHaveLength(1);
    const [client] = await db.select().from(clients).where(eq(clients.id, existing.id));
    expect(client?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a wrong code, a slot outside opening hours and a taken slot', async () => {
    const code = await codeFor('someone@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', wrong, '2030-01-02T11:00:00Z'),
    );
    expect(bad.json().message).toBe('auth.codeInvalidOrExpired');
    const off = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T11:30:00Z'),
    );
    expect(off.json().message).toBe('booking.invalidSlot');
    const sunday = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-06T09:00:00Z'),
    );
    expect(sunday.json().message).toBe('booking.invalidSlot');
    const taken = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T09:00:00Z'),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('booking.slotTaken');
    // The code survived the refusals: it still books a free slot.
    const ok = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T11:00:00Z'),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('20 concurrent bookings of one slot end with exactly one appointment', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `racer${i}@example.com`);
    const codes: string[] = [];
    for (const email of emails) codes.push(await codeFor(email));
    const slot = '2030-01-03T15:00:00Z';
    const responses = await Promise.all(
      emails.map((email, i) => post('/api/booking/book', bookingRequest(email, codes[i]!, slot))),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('booking.slotTaken');
    }
    const rows = await db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(slot)));
    expect(rows).toHaveLength(1);
  });
});
