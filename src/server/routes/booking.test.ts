import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, clients, linkTokens } from '../db/schema';
import { auditActions, lastCodeSentTo, lastMessageTo } from '../test-support/accounts';
import { bookingRequest, seedClient } from '../test-support/clients';
import { setStore } from '../test-support/stores';
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
  it('lists stores with their services, and start times in the store time zone', async () => {
    const options = (await ctx.app.inject({ url: '/api/booking/options' })).json().data;
    const london = options.stores.find((s: { code: string }) => s.code === 'london');
    expect(london).toMatchObject({ country: 'GB', timezone: 'Europe/London' });
    expect(london.services[0]).toEqual({ id: 'iv_drip', duration_minutes: 60 });
    const slots = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-02' })
    ).json().data;
    expect(slots).toMatchObject({ timezone: 'Europe/London', service: 'iv_drip' });
    // The public sees whether a time is free, never how many places are left.
    expect(slots.slots[0]).toEqual({
      starts_at: '2030-01-02T09:00:00.000Z',
      ends_at: '2030-01-02T10:00:00.000Z',
      available: true,
      full: false,
      places_left: null,
    });
    // 09:00–19:00 every half hour, while a 60-minute drip and its 30-minute rest end by 19:00.
    expect(slots.slots).toHaveLength(18);
    expect(slots.slots.at(-1).starts_at).toBe('2030-01-02T17:30:00.000Z');
    const test = (
      await ctx.app.inject({
        url: '/api/booking/slots?store=london&date=2030-01-02&service=blood_test',
      })
    ).json().data;
    expect(test.slots.at(-1).starts_at).toBe('2030-01-02T18:00:00.000Z');
    const ny = (
      await ctx.app.inject({ url: '/api/booking/slots?store=xwP5X&date=2030-01-02' })
    ).json().data;
    expect(ny.slots[0].starts_at).toBe('2030-01-02T14:00:00.000Z');
    const today = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-01' })
    ).json().data;
    // 09:00 is now and 09:30 inside the one-hour lead time; 10:00 is exactly one hour ahead.
    expect(today.slots.slice(0, 3).map((s: { available: boolean }) => s.available)).toEqual([
      false,
      false,
      true,
    ]);
    expect(today.slots[0].full).toBe(false);
    const unknown = await ctx.app.inject({ url: '/api/booking/slots?store=nope&date=2030-01-02' });
    expect(unknown.json().message).toBe('booking.unknownStore');
    const service = await ctx.app.inject({
      url: '/api/booking/slots?store=london&date=2030-01-02&service=massage',
    });
    expect(service.statusCode).toBe(400);
    expect(service.json().data.fields).toEqual([
      { path: 'service', message: 'booking.unknownService' },
    ]);
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
      /^http:\/\/localhost:3000\/verification\/london\/latest\?code=[\w-]+\.[\w-]+&lang=en$/,
    );
    expect(data.contact_code).toBeTruthy();
    const [client] = await db.select().from(clients).where(eq(clients.email, 'grace@example.com'));
    expect(client?.emailVerifiedAt).not.toBeNull();
    // She booked on an English page: English is her language from now on.
    expect(client?.preferredLanguage).toBe('en');
    const mail = await lastMessageTo(db, 'grace@example.com');
    expect(mail?.body).toContain(data.number);
    expect(mail?.body).toContain(data.form_link);
    // The mail names the clinic and writes the time for a London reader in English.
    expect(mail?.body).toContain('at London is booked for Wednesday, 2 January 2030 at 09:00');
    expect((await auditActions(db, 'appointment.book')).length).toBe(1);
    expect(data).toMatchObject({ service: 'iv_drip', ends_at: '2030-01-02T10:00:00.000Z' });
    // London has four chairs: one client at 09:00 leaves the time open to three more.
    const slots = (
      await ctx.app.inject({ url: '/api/booking/slots?store=london&date=2030-01-02' })
    ).json().data;
    expect(slots.slots[0]).toMatchObject({ available: true, full: false });
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

  it('refuses a wrong code, a time that is not a start, a full time and a service not offered', async () => {
    await setStore(db, 'bb', { chairs: 1 });
    const first = await codeFor('first@example.com');
    const booked = await post(
      '/api/booking/book',
      bookingRequest('first@example.com', first, '2030-01-02T09:00:00Z', { store_code: 'bb' }),
    );
    expect(booked.statusCode).toBe(200);
    const code = await codeFor('someone@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', wrong, '2030-01-02T11:00:00Z'),
    );
    expect(bad.json().message).toBe('auth.codeInvalidOrExpired');
    const off = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T11:15:00Z'),
    );
    expect(off.json().message).toBe('booking.invalidSlot');
    // London opens at 11:00 on Sundays.
    const sunday = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-06T09:00:00Z'),
    );
    expect(sunday.json().message).toBe('booking.invalidSlot');
    // BB's one chair is held 09:00–10:30: a drip at 10:00 would need it too.
    const full = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T10:00:00Z', { store_code: 'bb' }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('booking.slotFull');
    const slots = (
      await ctx.app.inject({ url: '/api/booking/slots?store=bb&date=2030-01-02' })
    ).json().data.slots as { starts_at: string; available: boolean; full: boolean }[];
    expect(slots.slice(0, 4).map((s) => [s.available, s.full])).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [true, false],
    ]);
    const massage = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T11:00:00Z', { service: 'massage' }),
    );
    expect(massage.json().data.fields).toEqual([
      { path: 'service', message: 'booking.unknownService' },
    ]);
    // The code survived the refusals: it still books a free time.
    const ok = await post(
      '/api/booking/book',
      bookingRequest('someone@example.com', code, '2030-01-02T10:30:00Z', { store_code: 'bb' }),
    );
    expect(ok.statusCode).toBe(200);
  });
});
