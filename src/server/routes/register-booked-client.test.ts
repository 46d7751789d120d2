import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import {
  auditActions,
  lastCodeSentTo,
  lastMessageTo,
  passwordLogin,
  signedIn,
  type SignedIn,
} from '../test-support/accounts';
import { bookingRequest, seedClient, staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// Tuesday 1 January 2030, 09:00 UTC (London is on GMT, so local = UTC).
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db);
});
afterAll(async () => {
  await ctx.close();
});

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload });
const person = { first_name: 'Grace', last_name: 'Hopper', password: 'cobol-1959-ok' };
const rowsWith = (email: string) =>
  db
    .select()
    .from(clients)
    .where(sql`lower(${clients.email}) = ${email}`);

async function book(email: string, startsAt: string) {
  await post('/api/booking/send-code', { channel: 'email', email });
  const code = await lastCodeSentTo(db, email);
  const booked = await post('/api/booking/book', bookingRequest(email, code, startsAt));
  expect(booked.statusCode).toBe(200);
  const [row] = await rowsWith(email);
  return row!;
}

describe('a client created by a booking or at the desk registers', () => {
  it('a booked client gets a registration code and becomes a member of the same record', async () => {
    const booked = await book('booked@example.com', '2030-01-02T10:00:00.000Z');
    expect(booked.passwordHash).toBeNull();
    // Staff invite them (Register and Process); the registration screen sends a code, not
    // "you already have an account".
    const invite = await ctx.app.inject({
      method: 'POST',
      url: `/api/appointments/${(await appointmentOf(booked.id))!}/invite-member`,
      headers: nurse.headers,
      payload: {},
    });
    expect(invite.json().data).toMatchObject({ sent: true, channel: 'email' });
    const sent = await post('/api/mform/sendEmailRegisterCode', { email: 'booked@example.com' });
    expect(sent.json()).toEqual({ code: 0, message: 'ok', data: { sent: true } });
    expect((await lastMessageTo(db, 'booked@example.com'))?.subject).toBe(
      'Clinic Intake: Your registration code',
    );
    const code = await lastCodeSentTo(db, 'booked@example.com');
    signedIn(
      await post('/api/mform/emailRegist', { email: 'booked@example.com', code, ...person }),
    );
    const rows = await rowsWith('booked@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(booked.id);
    expect(rows[0]!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.emailVerifiedAt).toBeInstanceOf(Date);
    // Staff now see a member, with the booking's appointment on the same record.
    const info = await ctx.app.inject({ url: `/api/clients/${booked.id}`, headers: nurse.headers });
    expect(info.json().data).toMatchObject({ registered: true, email: 'booked@example.com' });
    expect(info.json().data.appointments).toHaveLength(1);
    const [audit] = (await auditActions(db, 'client.register')).slice(-1);
    expect(audit).toMatchObject({
      entityId: booked.id,
      data: { channel: 'email', existing: true },
    });
    signedIn(await passwordLogin(ctx.app, 'booked@example.com', person.password));
  });

  it('a desk-created client with an unverified mobile registers by proving it', async () => {
    const desk = await seedClient(db, { mobile: '+447400888999', mobileVerified: false });
    const phone = { country: 'GB', mobile: '07400 888999' };
    await post('/api/mform/sendMobileRegisterCode', phone);
    const code = await lastCodeSentTo(db, '+447400888999');
    signedIn(await post('/api/mform/mobileRegist', { ...phone, code, ...person }));
    const rows = await db.select().from(clients).where(eq(clients.mobile, '+447400888999'));
    expect(rows.map((r) => r.id)).toEqual([desk.id]);
    expect(rows[0]!.mobileVerifiedAt).toBeInstanceOf(Date);
    expect(rows[0]!.firstName).toBe('Grace');
  });

  it('a real member still gets "already registered", with the same answer on screen', async () => {
    await seedClient(db, { email: 'member@example.com', passwordHash: 'x' });
    const member = await post('/api/mform/sendEmailRegisterCode', { email: 'member@example.com' });
    const free = await post('/api/mform/sendEmailRegisterCode', { email: 'nobody@example.com' });
    const bookedOnly = await seedClient(db, { email: 'walkin@example.com' });
    const walkIn = await post('/api/mform/sendEmailRegisterCode', { email: 'walkin@example.com' });
    expect(member.body).toBe(free.body);
    expect(walkIn.body).toBe(free.body);
    const notice = await lastMessageTo(db, 'member@example.com');
    expect(notice?.subject).toBe('Clinic Intake: You already have an account');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // No code exists for the member's address, so registering there fails like a wrong code.
    const attempt = await post('/api/mform/emailRegist', {
      email: 'member@example.com',
      code: '123456',
      ...person,
    });
    expect(attempt.json().message).toBe('auth.codeInvalidOrExpired');
    expect((await rowsWith('member@example.com'))[0]!.passwordHash).toBe('x');
    expect(bookedOnly.passwordHash).toBeNull();
  });

  it('two registrations racing for the same record: one wins, never a second row', async () => {
    const booked = await seedClient(db, { email: 'race@example.com' });
    await post('/api/mform/sendEmailRegisterCode', { email: 'race@example.com' });
    const code = await lastCodeSentTo(db, 'race@example.com');
    const body = { email: 'race@example.com', code, ...person };
    const answers = await Promise.all([
      post('/api/mform/emailRegist', body),
      post('/api/mform/emailRegist', body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await rowsWith('race@example.com')).map((r) => r.id)).toEqual([booked.id]);
  });
});

async function appointmentOf(clientId: string): Promise<string | undefined> {
  const found = await ctx.app.inject({ url: `/api/clients/${clientId}`, headers: nurse.headers });
  return found.json().data.appointments[0]?.id;
}
