import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '../../shared/api/audit';
import { pdfSignatures } from '../services/pdf/test-poppler';
import { passwordLogin, seedStaff, signedIn } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The audit log's admin view: filters, cursor paging, CSV, the GDPR access report, refusals,
// and every read of the log audited in turn.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
let admin: StaffMember;
let visitA: Awaited<ReturnType<typeof visitWithQuestionnaire>>;
let visitB: Awaited<ReturnType<typeof visitWithQuestionnaire>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  const db = t.database.db;
  nurse = await staffAt(t.app, db, 'nurse');
  practitioner = await staffAt(t.app, db, 'practitioner');
  admin = await staffAt(t.app, db, 'admin', []);
  visitA = await visitWithQuestionnaire(t.app, db, nurse.auth);
  visitB = await visitWithQuestionnaire(t.app, db, nurse.auth);
  // Staff read the records: the events the view must find.
  for (const [who, visit] of [
    [nurse, visitA],
    [practitioner, visitA],
    [practitioner, visitB],
  ] as const) {
    const read = await visitCall(t.app, who.auth, 'GET', `/api/visits/${visit.appointment.id}`);
    expect(read.statusCode, read.body).toBe(200);
  }
});
afterAll(() => t.close());

const list = (query: Record<string, string>, who: StaffMember = admin) =>
  visitCall(t.app, who.auth, 'GET', `/api/admin/audit?${new URLSearchParams(query)}`);
async function entries(query: Record<string, string>): Promise<AuditEntryDto[]> {
  const response = await list({ limit: '200', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entries;
}
const aboutVisit = (visit: typeof visitA) => [
  visit.client.id,
  visit.appointment.id,
  visit.questionnaireId,
];

describe('the audit view', () => {
  it("filters by client: every event about the client's records, none about another's", async () => {
    const trail = await entries({ client_id: visitA.client.id });
    const ids = new Set(trail.map((e) => e.entity_id));
    expect(ids.has(visitA.appointment.id)).toBe(true);
    for (const id of aboutVisit(visitB)) expect(ids.has(id)).toBe(false);
    const reads = trail.filter((e) => e.action === 'visits.record.read');
    expect(reads.map((e) => e.actor_name).sort()).toEqual([nurse.name, practitioner.name].sort());
    expect(reads.every((e) => e.actor_type === 'staff' && e.ip)).toBe(true);
  });

  it('filters by staff member, action group and dates, all at once', async () => {
    const byPractitioner = await entries({
      client_id: visitA.client.id,
      staff_id: practitioner.id,
    });
    expect(byPractitioner.length).toBeGreaterThan(0);
    expect(byPractitioner.every((e) => e.actor_id === practitioner.id)).toBe(true);
    const visits = await entries({ staff_id: practitioner.id, action: 'visits' });
    expect(visits.map((e) => e.entity_id)).toEqual(
      expect.arrayContaining([visitA.appointment.id, visitB.appointment.id]),
    );
    expect(visits.every((e) => e.action.startsWith('visits.'))).toBe(true);
    const exact = await entries({ staff_id: practitioner.id, action: 'visits.record.read' });
    expect(exact).toHaveLength(2);
    // Audit rows carry the database's time: the range is drawn from the events themselves.
    const mine = await entries({ staff_id: practitioner.id });
    const firstDay = mine.at(-1)!.at.slice(0, 10);
    const lastDay = mine[0]!.at.slice(0, 10);
    expect(await entries({ staff_id: practitioner.id, from: firstDay, to: lastDay })).toEqual(mine);
    const after = new Date(Date.parse(lastDay) + 86_400_000).toISOString().slice(0, 10);
    expect(await entries({ staff_id: practitioner.id, from: after })).toEqual([]);
    const before = new Date(Date.parse(firstDay) - 86_400_000).toISOString().slice(0, 10);
    expect(await entries({ staff_id: practitioner.id, to: before })).toEqual([]);
  });

  it('refuses bad filters with the field named', async () => {
    const reversed = await list({ from: '2026-05-02', to: '2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().data.fields).toEqual([{ path: 'to', message: 'audit.rangeReversed' }]);
    const badClient = await list({ client_id: 'nope' });
    expect(badClient.statusCode).toBe(400);
    expect(badClient.json().data.fields[0].path).toBe('client_id');
    expect((await list({ cursor: 'garbage' })).statusCode).toBe(400);
    expect((await list({ from: '2026-13-45' })).statusCode).toBe(400);
  });

  it('pages newest first with a cursor: every event once, in order', async () => {
    const all = await entries({ client_id: visitA.client.id });
    const seen: AuditEntryDto[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { client_id: visitA.client.id, limit: '2' };
      if (cursor) query.cursor = cursor;
      const page = await list(query);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().data.entries);
      cursor = page.json().data.next_cursor;
      // Each page read is audited about this client, so later pages find newer events only
      // above the cursor, never below it: the walk still ends.
    } while (cursor);
    const walked = seen.map((e) => e.id);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(expect.arrayContaining(all.map((e) => e.id)));
    // Only the log's own reads, made since `all` was read, are new.
    const known = new Set(all.map((e) => e.id));
    expect(seen.filter((e) => !known.has(e.id)).every((e) => e.action === 'audit.list')).toBe(true);
    const times = seen.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('audits every read of the log, which then shows in the client trail', async () => {
    await list({ client_id: visitA.client.id });
    const reads = await entries({ staff_id: admin.id, action: 'audit.list' });
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0]!.entity_id).toBe(visitA.client.id);
    const trail = await entries({ client_id: visitA.client.id, action: 'audit' });
    expect(trail.some((e) => e.actor_id === admin.id)).toBe(true);
  });

  it('exports the filtered list as CSV, formulas disarmed', async () => {
    const email = 'formula@clinic.test';
    await seedStaff(t.database.db, { email, role: 'nurse', name: '=HYPERLINK("http://x","y")' });
    const sly = signedIn(await passwordLogin(t.app, email, 'clinic-pass-42'));
    await visitCall(t.app, sly, 'GET', '/api/admin/audit');
    const [signIn] = await entries({ action: 'auth', from: '2000-01-01' });
    const slyId = signIn!.actor_name === '=HYPERLINK("http://x","y")' ? signIn!.actor_id! : '';
    expect(slyId).not.toBe('');
    const csv = await visitCall(t.app, admin.auth, 'GET', `/api/admin/audit.csv?staff_id=${slyId}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'at,actor_type,actor_id,actor_name,actor_role,action,entity,entity_id,outcome,ip,user_agent,data',
    );
    expect(lines).toHaveLength(1 + (await entries({ staff_id: slyId })).length);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d{4}-/);
    const exported = await entries({ staff_id: admin.id, action: 'audit.export' });
    expect(exported[0]!.data).toMatchObject({ staff_id: slyId });
  });

  it("gives an admin the client's access report as a signed PDF in the client's language", async () => {
    const url = `/api/admin/clients/${visitA.client.id}/access-report.pdf`;
    const english = await visitCall(t.app, admin.auth, 'GET', url);
    expect(english.statusCode, english.body).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = execFileSync('pdftotext', ['-', '-'], { input: english.rawPayload }).toString();
    expect(text).toContain('Who accessed your personal data');
    expect(text).toContain(practitioner.name);
    expect(text).toContain('Visit record');
    expect(pdfSignatures(english.rawPayload).validations).toEqual(['Signature is Valid.']);
    const french = await visitCall(t.app, admin.auth, 'GET', `${url}?language=fr`);
    const frText = execFileSync('pdftotext', ['-', '-'], { input: french.rawPayload }).toString();
    expect(frText).toContain('Qui a consulté vos données personnelles');
    const japanese = await visitCall(t.app, admin.auth, 'GET', `${url}?language=ja`);
    const jaText = execFileSync('pdftotext', ['-', '-'], { input: japanese.rawPayload }).toString();
    expect(jaText).toContain('あなたの個人データにアクセスした人');
    expect((await visitCall(t.app, admin.auth, 'GET', `${url}?language=xx`)).statusCode).toBe(400);
    const audited = await entries({ staff_id: admin.id, action: 'audit.access_report' });
    expect(audited[0]!.entity_id).toBe(visitA.client.id);
  });

  it('refuses a nurse (403) and anyone signed out (401), on every door', async () => {
    const doors = [
      '/api/admin/audit',
      '/api/admin/audit.csv',
      `/api/admin/clients/${visitA.client.id}/access-report.pdf`,
    ];
    for (const door of doors) {
      expect((await visitCall(t.app, nurse.auth, 'GET', door)).statusCode).toBe(403);
      expect((await visitCall(t.app, practitioner.auth, 'GET', door)).statusCode).toBe(403);
      expect((await visitCall(t.app, undefined, 'GET', door)).statusCode).toBe(401);
    }
    const refusals = await entries({ staff_id: nurse.id, from: '2000-01-01' });
    expect(refusals.filter((e) => e.outcome === 'denied').length).toBeGreaterThanOrEqual(3);
  });
});
