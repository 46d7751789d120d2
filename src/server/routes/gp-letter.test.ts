import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { fhirProblems } from '../test-support/fhir-validator';
import { fullVisit } from '../test-support/full-visit';
import { mimeParts, startSmtpCapture } from '../test-support/smtp-capture';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { staffAt, visitCall, type StaffMember } from '../test-support/visits';

/**
 * The GP letter (decision 030) through a real SMTP server on loopback: it arrives at the GP's
 * address with the stored record PDF and the FHIR Bundle attached, only when the signed
 * records permit sharing with the GP; the GP is kept on the client; every outcome audited.
 */
let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let nurse: StaffMember;
let practitioner: StaffMember;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp(
    { smtpUrl: smtp.url, mailFrom: 'clinic@test.local' },
    { clock: testClock().now },
  );
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const GP = { gp_name: 'Dr Gail Surgery', gp_email: 'Reception@Surgery.Example' };
const send = (who: StaffMember, id: string, body: object = GP) =>
  visitCall(t.app, who.auth, 'POST', `/api/visits/${id}/gp-letter`, body);
// Only the GP's mail: the client's own "your document is ready" mail arrives here too.
const toGp = () => smtp.received.filter((m) => m.to.includes('reception@surgery.example'));
const info = (who: StaffMember, id: string) =>
  visitCall(t.app, who.auth, 'GET', `/api/visits/${id}/gp-letter`);

describe('the GP letter', () => {
  it('mails the GP the signed PDF and the FHIR Bundle when the client permitted it', async () => {
    const visit = await fullVisit(t.app, t.database.db, { nurse, practitioner }, { client: 'yes' });
    const id = visit.appointment.id;
    const before = await info(practitioner, id);
    expect(before.json().data).toEqual({
      permission: 'yes',
      permission_field: 'gp_share_permission',
      gp_name: null,
      gp_email: null,
      last_sent_at: null,
    });
    const mailsBefore = toGp().length;
    const sent = await send(practitioner, id);
    expect(sent.statusCode, sent.body).toBe(200);
    const number = visit.appointment.number;
    expect(sent.json().data).toMatchObject({
      sent_to: 'reception@surgery.example',
      attachments: [`record-${number}.pdf`, `record-${number}.fhir.json`],
    });

    expect(toGp()).toHaveLength(mailsBefore + 1);
    const mail = toGp().at(-1)!;
    expect(mail.to).toEqual(['reception@surgery.example']);
    expect(mail.raw).toMatch(/^Subject: Clinic Intake: Record of a patient of yours/m);
    const parts = mimeParts(mail.raw);
    const text = parts.find((p) => p.contentType === 'text/plain')!.body.toString('utf8');
    expect(text).toContain('Dear Dr Gail Surgery');
    expect(text).toContain(number);
    const pdf = parts.find((p) => p.filename === `record-${number}.pdf`)!;
    expect(pdf.contentType).toBe('application/pdf');
    // The very PDF the record screen serves, byte for byte.
    const stored = await visitCall(t.app, practitioner.auth, 'GET', `/api/visits/${id}/record.pdf`);
    expect(createHash('sha256').update(pdf.body).digest('hex')).toBe(
      stored.headers['x-content-sha256'],
    );
    const json = parts.find((p) => p.filename === `record-${number}.fhir.json`)!;
    expect(json.contentType).toBe('application/fhir+json');
    const bundle = JSON.parse(json.body.toString('utf8'));
    expect(bundle.resourceType).toBe('Bundle');
    expect(fhirProblems(bundle)).toBeNull();
    const patient = bundle.entry.find(
      (e: { resource: { resourceType: string } }) => e.resource.resourceType === 'Patient',
    ).resource;
    expect(patient.generalPractitioner[0].display).toBe('Dr Gail Surgery');

    // Typed once: kept on the client and offered next time.
    const [client] = await t.database.db
      .select({ gpName: clients.gpName, gpEmail: clients.gpEmail })
      .from(clients)
      .where(eq(clients.id, visit.client.id));
    expect(client).toEqual({ gpName: 'Dr Gail Surgery', gpEmail: 'reception@surgery.example' });
    const after = (await info(nurse, id)).json().data;
    expect(after).toMatchObject({
      gp_name: 'Dr Gail Surgery',
      gp_email: 'reception@surgery.example',
    });
    expect(after.last_sent_at).not.toBeNull();

    const audited = await auditActions(t.database.db, 'visits.gp_letter.send', 'success');
    const row = audited.find((a) => a.entityId === id)!;
    expect(row.actorId).toBe(practitioner.id);
    // Ids, hashes and file names only: never the address or a name.
    expect(JSON.stringify(row.data)).not.toMatch(/surgery|Gail/i);
  });

  it('refuses when the client said no, even if the practitioner said yes, with the field named', async () => {
    for (const gp of [{ client: 'no' }, { client: 'no', practitioner: 'yes' }] as const) {
      const visit = await fullVisit(t.app, t.database.db, { nurse, practitioner }, gp);
      const mailsBefore = toGp().length;
      const refused = await send(practitioner, visit.appointment.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'gpLetter.noPermission',
        data: { fields: [{ path: 'gp_share_permission', message: 'gpLetter.noPermission' }] },
      });
      expect(toGp()).toHaveLength(mailsBefore);
      const [client] = await t.database.db
        .select({ gpEmail: clients.gpEmail })
        .from(clients)
        .where(eq(clients.id, visit.client.id));
      expect(client!.gpEmail).toBeNull();
      const denied = await auditActions(t.database.db, 'visits.gp_letter.send', 'denied');
      expect(denied.some((a) => a.entityId === visit.appointment.id)).toBe(true);
    }
  });

  it("refuses the practitioner's own no, a nurse, another store and a bad address", async () => {
    const visit = await fullVisit(
      t.app,
      t.database.db,
      { nurse, practitioner },
      { practitioner: 'no' },
    );
    const id = visit.appointment.id;
    const own = await send(practitioner, id);
    expect(own.statusCode).toBe(400);
    // The questionnaire answered no too (the engine's sample answers): the first "no" names it.
    expect(own.json().data.fields[0].message).toBe('gpLetter.noPermission');
    expect((await info(practitioner, id)).json().data.permission).toBe('no');

    const permitted = await fullVisit(
      t.app,
      t.database.db,
      { nurse, practitioner },
      { client: 'yes' },
    );
    const byNurse = await send(nurse, permitted.appointment.id);
    expect(byNurse.statusCode).toBe(403);
    expect(byNurse.json().message).toBe('visits.roleNotAllowed');
    const outsider = await staffAt(t.app, t.database.db, 'practitioner', ['bb']);
    const elsewhere = await send(outsider, permitted.appointment.id);
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe('visits.storeNotYours');
    const bad = await send(practitioner, permitted.appointment.id, {
      gp_name: ' ',
      gp_email: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toEqual(
      expect.arrayContaining([
        { path: 'gp_name', message: 'validation.required' },
        { path: 'gp_email', message: 'validation.invalidEmail' },
      ]),
    );
  });
});
