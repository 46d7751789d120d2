import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LRI, PDI } from '../../shared/bidi-isolate';
import { clients, staff } from '../db/schema';
import {
  auditActions,
  lastCodeSentTo,
  lastMessageTo,
  passwordLogin,
  seedStaff,
  type SignedIn,
} from '../test-support/accounts';
import { bookingRequest, seedAppointment, seedClient, staffSession } from '../test-support/clients';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { hashPassword } from '../auth/passwords';

// The messages and links a client gets follow her language, whoever sends them (decision 043).
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
let t: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
/** The nurse's requests as her English screen makes them: the `lang` cookie rides along. */
let englishScreen: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  db = t.database.db;
  nurse = await staffSession(t.app, db, 'desk@clinic.test', ['london', 'de']);
  englishScreen = {
    ...nurse.headers,
    cookie: `${nurse.headers.cookie}; lang=en`,
    'accept-language': 'en-GB,en;q=0.9',
  };
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const preferredOf = async (id: string) =>
  (await db.select().from(clients).where(eq(clients.id, id)))[0]?.preferredLanguage;

let hour = 0;
/** A client with verified email and mobile, and an appointment at `store` tomorrow. */
async function clientWith(preferredLanguage: string | null, store = 'london') {
  hour += 1;
  const client = await seedClient(db, {
    email: `c${hour}@example.com`,
    mobile: `+4474005${String(hour).padStart(5, '0')}`,
    preferredLanguage,
  });
  const appointment = await seedAppointment(db, client.id, {
    startsAt: new Date(Date.parse('2030-01-02T08:00:00Z') + hour * 600_000),
    storeCode: store,
  });
  return { client, appointment };
}

/** The message's last line: the link, alone. */
const linkOf = (body: string | undefined) => body?.split('\n').at(-1) ?? '';

describe('a desk on an English screen writes to an Arabic-speaking client in Arabic', () => {
  it('sends the form link in her language, with her language in the link, by mail and SMS', async () => {
    const { client, appointment } = await clientWith('ar');
    const sent = await post(
      `/api/appointments/${appointment.id}/send-form-link`,
      { channel: 'email' },
      englishScreen,
    );
    expect(sent.json()).toMatchObject({ code: 0, data: { sent: true } });
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.subject).toBe('Clinic Intake: نموذجك الطبي');
    // The appointment number reads left to right inside the Arabic sentence; the clinic and
    // the time take their own direction.
    expect(mail?.body).toContain(
      `موعدك ${LRI}${appointment.number}${PDI} في عيادة \u2068London\u2069`,
    );
    const link = linkOf(mail?.body);
    expect(link).toMatch(
      /^http:\/\/localhost:3000\/verification\/london\/latest\?code=[\w.-]+&lang=ar$/,
    );
    // The link still opens her appointment (the language does not disturb the code).
    const opened = await post('/api/mform/verify_encode_detail', {
      code: new URL(link).searchParams.get('code'),
      store: 'london',
    });
    expect(opened.json().data).toMatchObject({ user_info: { id: client.id } });

    await post(
      `/api/appointments/${appointment.id}/send-form-link`,
      { channel: 'sms' },
      englishScreen,
    );
    const sms = await lastMessageTo(db, client.mobile!);
    expect(sms?.body).toContain(`${LRI}${appointment.number}${PDI}`);
    expect(linkOf(sms?.body)).toMatch(/&lang=ar$/);
    const [audit] = (await auditActions(db, 'appointment.formLink.send')).slice(-1);
    expect(audit?.data).toMatchObject({ language: 'ar', languageChosen: false });
    expect(await preferredOf(client.id)).toBe('ar');
  });

  it('issues the QR code and the sent fill link in her language', async () => {
    const { client, appointment } = await clientWith('ar');
    const issued = await post(
      '/api/verification/links',
      { appointmentId: appointment.id, purpose: 'fill', send: ['email'] },
      englishScreen,
    );
    expect(issued.json().data.url).toMatch(/\?code=[\w.-]+&lang=ar$/);
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.subject).toBe('Clinic Intake: نموذجك الطبي');
    expect(linkOf(mail?.body)).toBe(issued.json().data.url);
  });

  it('invites her to register in Arabic, to a registration page that opens in Arabic', async () => {
    const { client, appointment } = await clientWith('ar');
    const invited = await post(
      `/api/appointments/${appointment.id}/invite-member`,
      {},
      englishScreen,
    );
    expect(invited.json()).toMatchObject({ code: 0, data: { channel: 'email' } });
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.body).toContain('تدعوك عيادتك');
    expect(linkOf(mail?.body)).toBe('http://localhost:3000/login?mode=register&lang=ar');
  });

  it('books her at the desk with the code and the confirmation in Arabic, her language unchanged', async () => {
    const { client } = await clientWith('ar');
    // The desk sends no language: the address is hers, so the code goes out in hers.
    await post('/api/booking/send-code', { channel: 'email', email: client.email }, englishScreen);
    expect((await lastMessageTo(db, client.email!))?.body).toContain(`رمز الحجز`);
    const code = await lastCodeSentTo(db, client.email!);
    const booked = await post(
      '/api/appointments',
      bookingRequest(client.email!, code, '2030-01-02T14:00:00Z', { language: undefined }),
      englishScreen,
    );
    expect(booked.json()).toMatchObject({ code: 0 });
    expect(booked.json().data.form_link).toMatch(/&lang=ar$/);
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.subject).toBe('Clinic Intake: تم حجز موعدك');
    expect(mail?.body).toContain(`${LRI}${booked.json().data.number}${PDI}`);
    expect(await preferredOf(client.id)).toBe('ar');
  });

  it('sends a sign-in code asked for without a language in hers', async () => {
    const { client } = await clientWith('ar');
    await post('/api/auth/code/send', { channel: 'email', email: client.email });
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.subject).toBe('Clinic Intake: رمز تسجيل الدخول');
    expect(mail?.body).toMatch(new RegExp(`${LRI}\\d{6}${PDI}`));
  });
});

describe('a language chosen on purpose', () => {
  it('is used for that message and its link only, and is audited as chosen', async () => {
    const { client, appointment } = await clientWith('ar');
    const url = `/api/appointments/${appointment.id}/send-form-link`;
    await post(url, { channel: 'email', language: 'fr' }, englishScreen);
    const mail = await lastMessageTo(db, client.email!);
    expect(mail?.subject).toBe('Clinic Intake: Votre formulaire médical');
    expect(linkOf(mail?.body)).toMatch(/&lang=fr$/);
    expect(mail?.body).not.toMatch(/[\u2066-\u2069]/);
    const [audit] = (await auditActions(db, 'appointment.formLink.send')).slice(-1);
    expect(audit?.data).toMatchObject({ language: 'fr', languageChosen: true });
    // Hers is still Arabic: the next message without a choice is Arabic again.
    expect(await preferredOf(client.id)).toBe('ar');
    await post(url, { channel: 'email' }, englishScreen);
    expect((await lastMessageTo(db, client.email!))?.subject).toBe('Clinic Intake: نموذجك الطبي');
  });

  it('a client whose language is not known yet gets the clinic’s', async () => {
    const berlin = await clientWith(null, 'de');
    await post(
      `/api/appointments/${berlin.appointment.id}/send-form-link`,
      { channel: 'email' },
      englishScreen,
    );
    const mail = await lastMessageTo(db, berlin.client.email!);
    expect(mail?.subject).toBe('Clinic Intake: Ihr medizinischer Fragebogen');
    expect(linkOf(mail?.body)).toMatch(/\/verification\/de\/latest\?code=[\w.-]+&lang=de$/);
  });
});

describe('her own acts set her language, the latest winning; staff acts never do', () => {
  it('online booking on an Arabic page makes Arabic hers, and confirms in Arabic', async () => {
    const email = 'booked.ar@example.com';
    await post('/api/booking/send-code', { channel: 'email', email, language: 'ar' });
    const code = await lastCodeSentTo(db, email);
    const booked = await post(
      '/api/booking/book',
      bookingRequest(email, code, '2030-01-02T15:00:00Z', { language: 'ar' }),
    );
    expect(booked.json()).toMatchObject({ code: 0 });
    const [row] = await db.select().from(clients).where(eq(clients.email, email));
    expect(row?.preferredLanguage).toBe('ar');
    const mail = await lastMessageTo(db, email);
    expect(mail?.subject).toBe('Clinic Intake: تم حجز موعدك');
    expect(linkOf(mail?.body)).toBe(booked.json().data.form_link);
  });

  it('signing in on a screen in a language makes it hers; a member of staff has none', async () => {
    const [row] = await db
      .insert(clients)
      .values({
        firstName: 'Salma',
        lastName: 'Haddad',
        email: 'salma@example.com',
        emailVerifiedAt: clock.now(),
        passwordHash: await hashPassword('client-pass-42'),
        preferredLanguage: 'ar',
      })
      .returning();
    const signIn = await passwordLogin(t.app, 'salma@example.com', 'client-pass-42', {
      language: 'fr',
    });
    expect(signIn.json()).toMatchObject({ code: 0 });
    expect(await preferredOf(row!.id)).toBe('fr');
    const [login] = (await auditActions(db, 'auth.login', 'success')).slice(-1);
    expect(login?.data).toMatchObject({ method: 'password', language: 'fr' });

    // A code sign-in on a Spanish screen: Spanish from now on.
    await post('/api/auth/code/send', {
      channel: 'email',
      email: 'salma@example.com',
      language: 'es',
    });
    const code = await lastCodeSentTo(db, 'salma@example.com');
    expect((await lastMessageTo(db, 'salma@example.com'))?.body).toContain('Clinic Intake');
    const byCode = await post('/api/auth/code/login', {
      channel: 'email',
      email: 'salma@example.com',
      code,
      language: 'es',
    });
    expect(byCode.json()).toMatchObject({ code: 0 });
    expect(await preferredOf(row!.id)).toBe('es');

    // Staff sign in with a screen language too, and nothing of a client changes.
    await seedStaff(db, { email: 'de.nurse@clinic.test' });
    const staffIn = await passwordLogin(t.app, 'de.nurse@clinic.test', 'clinic-pass-42', {
      language: 'de',
    });
    expect(staffIn.json()).toMatchObject({ code: 0 });
    const [member] = await db.select().from(staff).where(eq(staff.email, 'de.nurse@clinic.test'));
    const [staffLogin] = (await auditActions(db, 'auth.login', 'success')).slice(-1);
    expect(staffLogin).toMatchObject({ actorId: member!.id });
    expect(staffLogin?.data).not.toHaveProperty('language');
    expect(await preferredOf(row!.id)).toBe('es');
  });

  it('signing her questionnaire through her link makes its language hers; a desk tablet does not', async () => {
    const { client, appointment } = await clientWith('fr');
    const issued = await post(
      '/api/verification/links',
      { appointmentId: appointment.id, purpose: 'fill' },
      englishScreen,
    );
    const code = new URL(issued.json().data.url).searchParams.get('code')!;
    // She reads the page in Arabic: the identity code follows the screen she asked from.
    await post('/api/mform/verify_encode_send_code', {
      code,
      store: 'london',
      channel: 'email',
      language: 'ar',
    });
    expect((await lastMessageTo(db, client.email!))?.subject).toBe(
      'Clinic Intake: رمز التحقق من الهوية',
    );
    const otp = await lastCodeSentTo(db, client.email!);
    const confirmed = await post('/api/admin/verifyOtpByEncodeForLinkDetail', {
      code,
      store: 'london',
      otp,
    });
    const grant = confirmed.cookies.find((c) => c.name === 'fill_grant')?.value;
    expect(grant).toBeTruthy();
    const submitted = await post(
      '/api/forms/submissions',
      validSubmitBody('mfUk', { locale: 'ar', appointment_id: appointment.id }),
      { cookie: `fill_grant=${grant}` },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await preferredOf(client.id)).toBe('ar');
    const [created] = (await auditActions(db, 'forms.submission.create')).slice(-1);
    expect(created?.data).toMatchObject({ preferred_language: 'ar' });
    // The confirmation with her copy follows, in Arabic (it is sent after the answer).
    await expect
      .poll(async () => (await lastMessageTo(db, client.email!))?.subject, { timeout: 30_000 })
      .toBe('Clinic Intake: نموذجك الطبي الموقّع');

    // On the clinic's tablet, under the nurse's session, a German form changes nothing.
    const desk = await clientWith('ar');
    const onTablet = await post(
      '/api/forms/submissions',
      validSubmitBody('mfUk', { locale: 'de', appointment_id: desk.appointment.id }),
      englishScreen,
    );
    expect(onTablet.statusCode, onTablet.body).toBe(200);
    expect(await preferredOf(desk.client.id)).toBe('ar');
    const [onDesk] = (await auditActions(db, 'forms.submission.create')).slice(-1);
    expect(onDesk?.data).not.toHaveProperty('preferred_language');
  });
});
