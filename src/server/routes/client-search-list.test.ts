import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HITS_MAX } from '../../shared/api/client-search';
import type { ConsentSummary } from '../../shared/consent-summary';
import { hashPassword } from '../auth/passwords';
import { auditEvents, clients, consents, identityVerifications } from '../db/schema';
import { MATCH_CAP } from '../services/clients/client-list-query';
import { auditActions, passwordLogin, signedIn, type SignedIn } from '../test-support/accounts';
import { seedAppointment, seedClient, staffSession } from '../test-support/clients';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';

// Name, appointment number and date of birth (decision 025), on both databases. The desk's
// nurse works at London; 10:00 UTC on 10 June 2030 is 11:00 in London.
const now = new Date('2030-06-10T10:00:00Z');
const clock = testClock(now);
const hour = 3_600_000;
let ctx: TestContext;
let db: TestContext['database']['db'];
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  db = ctx.database.db;
  nurse = await staffSession(ctx.app, db, 'desk@clinic.test', ['london']);
});
afterAll(() => ctx.close());

const search = (payload: object, headers: Record<string, string> = nurse.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/clients/search', headers, payload });

let seq = 0;
async function client(firstName: string, lastName: string, dateOfBirth: string | null = null) {
  seq += 1;
  const [row] = await db
    .insert(clients)
    .values({
      firstName,
      lastName,
      dateOfBirth,
      email: `person${seq}@example.com`,
      emailVerifiedAt: now,
      mobile: `+4474000${String(seq).padStart(5, '0')}`,
      mobileVerifiedAt: now,
    })
    .returning();
  return row!;
}

interface Hit {
  id: string;
  name: string;
  date_of_birth: string | null;
  email_masked: string | null;
  mobile_masked: string | null;
  last_visit_at: string | null;
  store_code: string | null;
  today: { number: string; starts_at: string; store_code: string } | null;
  at_my_store: boolean;
  consent: ConsentSummary;
  identity_verified_at: string | null;
}
const hitsOf = async (payload: object) => {
  const response = await search(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.hits as Hit[];
};

describe('client search by name', () => {
  it('finds any part of a name, whatever its case and accents', async () => {
    const sian = await client('Siân', 'Ó Briain', '1984-03-02');
    for (const name of ['sian o briain', 'SIAN', 'briain', 'Ó BRI', 'o briain sian', 'rIAI']) {
      const hits = await hitsOf({ type: 'name', name });
      expect(
        hits.map((h) => h.id),
        name,
      ).toContain(sian.id);
    }
    const [hit] = await hitsOf({ type: 'name', name: 'sian o briain' });
    expect(hit).toMatchObject({ name: 'Siân Ó Briain', date_of_birth: '1984-03-02' });
    // A short word must start a word: "ia" is inside "Siân" but starts no word.
    expect((await hitsOf({ type: 'name', name: 'ia briain' })).map((h) => h.id)).not.toContain(
      sian.id,
    );
    expect(await hitsOf({ type: 'name', name: 'siobhan briain' })).toEqual([]);
  });

  it('tells namesakes apart by date of birth, masked contact, last visit and store', async () => {
    const older = await client('Mohammed', 'Ali', '1961-01-20');
    const younger = await client('Mohammed', 'Ali', '1999-11-05');
    await seedAppointment(db, older.id, {
      startsAt: new Date(now.getTime() - 40 * 24 * hour),
      state: 'completed',
      storeCode: 'bb',
    });
    const hits = await hitsOf({ type: 'name', name: 'mohammed ali' });
    expect(hits.map((h) => h.id).sort()).toEqual([older.id, younger.id].sort());
    const first = hits.find((h) => h.id === older.id)!;
    expect(first).toMatchObject({
      date_of_birth: '1961-01-20',
      last_visit_at: new Date(now.getTime() - 40 * 24 * hour).toISOString(),
      store_code: 'bb',
      today: null,
      at_my_store: false,
    });
    expect(first.email_masked).toMatch(/^p\*\*\*@e\*\*\*\.com$/);
    expect(first.mobile_masked).toMatch(/^\+44\*+\d{3}$/);
    // Nothing of the contact beyond the mask.
    expect(JSON.stringify(hits)).not.toContain(older.email!);
    expect(JSON.stringify(hits)).not.toContain(older.mobile!);
  });

  it("ranks today's visits at my stores first, then my stores' clients, then others", async () => {
    const elsewhere = await client('Dilnoza', 'Karimova', '1970-05-05');
    const mineBefore = await client('Gulnora', 'Karimova', '1975-05-05');
    const todayHere = await client('Malika', 'Karimova', '1980-05-05');
    const todayElsewhere = await client('Zulfiya', 'Karimova', '1985-05-05');
    await seedAppointment(db, elsewhere.id, {
      startsAt: new Date(now.getTime() - 10 * 24 * hour),
      state: 'completed',
      storeCode: 'bb',
    });
    await seedAppointment(db, mineBefore.id, {
      startsAt: new Date(now.getTime() - 30 * 24 * hour),
      state: 'completed',
    });
    const visit = await seedAppointment(db, todayHere.id, {
      startsAt: new Date(now.getTime() + 3 * hour),
    });
    await seedAppointment(db, todayElsewhere.id, {
      startsAt: new Date(now.getTime() + hour),
      storeCode: 'bb',
    });
    const hits = await hitsOf({ type: 'name', name: 'karimova' });
    expect(hits.map((h) => h.id)).toEqual([
      todayHere.id,
      mineBefore.id,
      // Neither has been at London; names as close to the search (first names of one length)
      // go by name.
      elsewhere.id,
      todayElsewhere.id,
    ]);
    expect(hits[0]).toMatchObject({
      today: { number: visit.number, store_code: 'london' },
      store_code: 'london',
      at_my_store: true,
    });
    expect(hits[3]!.today).toBeNull();
  });

  it("still puts today's visit first when more clients match than are ranked", async () => {
    await db.execute(sql`insert into clients (first_name, last_name, date_of_birth)
      select 'Common' || g, 'Capman', date '1960-01-01' + g from generate_series(1, ${MATCH_CAP + 30}) g`);
    const today = await client('Zed', 'Capman', '1991-01-01');
    const visit = await seedAppointment(db, today.id, { startsAt: new Date(now.getTime() + hour) });
    const response = await search({ type: 'name', name: 'capman' });
    const data = response.json().data;
    expect(data.more).toBe(true);
    expect(data.hits).toHaveLength(SEARCH_HITS_MAX);
    expect(data.hits[0]).toMatchObject({ id: today.id, today: { number: visit.number } });
  });

  it('refuses an empty or wordless name with the field named', async () => {
    for (const name of ['', '   ', "'-."]) {
      const response = await search({ type: 'name', name });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().data)).toContain('name');
    }
  });
});

describe('client search by appointment number and date of birth', () => {
  it('finds the client of an appointment number as typed, in any case', async () => {
    const person = await client('Ada', 'Byron', '1990-12-10');
    const visit = await seedAppointment(db, person.id, {
      startsAt: new Date(now.getTime() + hour),
    });
    const hits = await hitsOf({
      type: 'appointment',
      appointment_number: ` ${visit.number.toLowerCase()} `,
    });
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ id: person.id, today: { number: visit.number } });
    const none = await search({ type: 'appointment', appointment_number: 'AP-NOSUCH1' });
    expect(none.json().data).toMatchObject({ status: 'not_found', hits: [] });
  });

  it('finds by date of birth alone and narrows it with a name', async () => {
    const a = await client('Ana', 'Núñez', '1977-07-07');
    const b = await client('Bruno', 'Díaz', '1977-07-07');
    await client('Ana', 'Núñez', '1978-07-07');
    const both = await hitsOf({ type: 'dob', date_of_birth: '1977-07-07' });
    expect(both.map((h) => h.id).sort()).toEqual([a.id, b.id].sort());
    const one = await hitsOf({ type: 'dob', date_of_birth: '1977-07-07', name: 'nunez' });
    expect(one.map((h) => h.id)).toEqual([a.id]);
    const blankName = await hitsOf({ type: 'dob', date_of_birth: '1977-07-07', name: ' ' });
    expect(blankName).toHaveLength(2);
  });

  it('refuses a date that is not on the calendar, naming the field', async () => {
    for (const date_of_birth of ['1977-02-30', '07/07/1977', '']) {
      const response = await search({ type: 'dob', date_of_birth });
      expect(response.statusCode, date_of_birth).toBe(400);
      expect(JSON.stringify(response.json().data)).toContain('date_of_birth');
    }
  });
});

describe('client search shows consent, privacy and identity at a glance', () => {
  const day = 24 * hour;
  it("says each hit's consent and privacy with their expiry, and today's identity check", async () => {
    const signed = await client('Yulduz', 'Statusova', '1988-08-08');
    const unsigned = await client('Kamola', 'Statusova', '1989-09-09');
    const signedVisit = await seedAppointment(db, signed.id, {
      startsAt: new Date(now.getTime() + hour),
    });
    const lastVisit = await seedAppointment(db, unsigned.id, {
      startsAt: new Date(now.getTime() - 400 * day),
      state: 'completed',
    });
    await seedAppointment(db, unsigned.id, { startsAt: new Date(now.getTime() + 2 * hour) });
    // Signed two months ago: inside the 6-month exemption, privacy valid for a year.
    const grantedAt = new Date(now.getTime() - 60 * day);
    const expiresAt = new Date(now.getTime() + 300 * day);
    await db.insert(consents).values([
      { clientId: signed.id, kind: 'treatment', grantedAt, expiresAt },
      { clientId: signed.id, kind: 'privacy', grantedAt, expiresAt },
    ]);
    const verifiedAt = new Date(now.getTime() - 5 * 60_000);
    await db.insert(identityVerifications).values([
      { clientId: signed.id, appointmentId: signedVisit.id, method: 'in_person', verifiedAt },
      // Checked at a visit long ago: today's visit still needs its own check.
      {
        clientId: unsigned.id,
        appointmentId: lastVisit.id,
        method: 'in_person',
        verifiedAt: lastVisit.startsAt,
      },
    ]);

    const hits = await hitsOf({ type: 'name', name: 'statusova' });
    const yes = hits.find((h) => h.id === signed.id)!;
    const no = hits.find((h) => h.id === unsigned.id)!;
    expect(yes.consent).toEqual({
      treatment: 'exempt',
      treatment_granted_at: grantedAt.toISOString(),
      treatment_expires_at: expiresAt.toISOString(),
      privacy: 'valid',
      privacy_expires_at: expiresAt.toISOString(),
    });
    expect(yes.identity_verified_at).toBe(verifiedAt.toISOString());
    expect(no.consent).toEqual({
      treatment: 'none',
      treatment_granted_at: null,
      treatment_expires_at: null,
      privacy: 'none',
      privacy_expires_at: null,
    });
    expect(no.identity_verified_at).toBeNull();
  });

  it('without a visit today, marks the identity check of the next visit at my stores', async () => {
    const early = await client('Dilbar', 'Nextova', '1991-01-11');
    const elsewhere = await client('Feruza', 'Nextova', '1992-02-12');
    const tomorrow = await seedAppointment(db, early.id, {
      startsAt: new Date(now.getTime() + day),
    });
    const other = await seedAppointment(db, elsewhere.id, {
      startsAt: new Date(now.getTime() + day),
      storeCode: 'bb',
    });
    const verifiedAt = new Date(now.getTime() - hour);
    await db.insert(identityVerifications).values([
      { clientId: early.id, appointmentId: tomorrow.id, method: 'code_email', verifiedAt },
      // Another store's visit is not the searcher's to go ahead with.
      { clientId: elsewhere.id, appointmentId: other.id, method: 'code_email', verifiedAt },
    ]);
    const hits = await hitsOf({ type: 'name', name: 'nextova' });
    expect(hits.find((h) => h.id === early.id)!.identity_verified_at).toBe(
      verifiedAt.toISOString(),
    );
    expect(hits.find((h) => h.id === elsewhere.id)!.identity_verified_at).toBeNull();
  });

  it('says an expired consent and privacy authorization as expired', async () => {
    const lapsed = await client('Nodira', 'Lapsedova', '1970-10-10');
    const grantedAt = new Date(now.getTime() - 400 * day);
    const expiresAt = new Date(now.getTime() - 35 * day);
    await db.insert(consents).values([
      { clientId: lapsed.id, kind: 'treatment', grantedAt, expiresAt },
      { clientId: lapsed.id, kind: 'privacy', grantedAt, expiresAt },
    ]);
    const [hit] = await hitsOf({ type: 'name', name: 'lapsedova' });
    expect(hit!.consent).toMatchObject({
      treatment: 'expired',
      privacy: 'expired',
      privacy_expires_at: expiresAt.toISOString(),
    });
    // No visit today: nothing to have checked identity for.
    expect(hit!.identity_verified_at).toBeNull();
  });
});

describe('client search is audited and for staff only', () => {
  it('audits the method and the clients listed, never the term', async () => {
    const person = await client('Eadbhárd', 'Quennell', '1969-09-09');
    await hitsOf({ type: 'name', name: 'quennell' });
    await hitsOf({ type: 'dob', date_of_birth: '1969-09-09', name: 'eadbhard' });
    const rows = await auditActions(db, 'client.search');
    const mine = rows.slice(-2);
    expect(mine.map((r) => (r.data as { method: string }).method)).toEqual(['name', 'dob']);
    expect(mine[0]!.data).toMatchObject({ result: 'found', clients: [person.id] });
    const text = JSON.stringify(await db.select().from(auditEvents));
    expect(text.toLowerCase()).not.toContain('quennell');
    expect(text).not.toContain('1969-09-09');
    expect(text.toLowerCase()).not.toContain('eadbh');
  });

  it('refuses a client session, and leaks nothing to it', async () => {
    await client('Secret', 'Namesake', '1950-01-01');
    await seedClient(db, {
      email: 'member-search@example.com',
      passwordHash: await hashPassword('member-pass-1'),
    });
    const member = signedIn(
      await passwordLogin(ctx.app, 'member-search@example.com', 'member-pass-1'),
    );
    for (const payload of [
      { type: 'name', name: 'namesake' },
      { type: 'dob', date_of_birth: '1950-01-01' },
      { type: 'appointment', appointment_number: 'AP-T0000001' },
    ]) {
      const response = await search(payload, member.headers);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toMatch(/namesake|1950-01-01/i);
    }
    const anonymous = await search({ type: 'name', name: 'namesake' }, {});
    expect(anonymous.statusCode).toBe(401);
  });
});
