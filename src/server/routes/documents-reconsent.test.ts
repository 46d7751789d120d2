import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTemplate } from '../../shared/forms';
import { appointments } from '../db/schema';
import { PDF_TEXTS } from '../services/pdf/texts';
import { validSubmitBody } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import { seedClientWithAppointment } from '../test-support/verification';
import { staffAt, visitCall, type StaffMember } from '../test-support/visits';

// A returning client re-consents at their next visit: that visit's record PDF, read from the
// database as staff download it, prints the re-consent under its own heading with its answers.
const DAY = 86_400_000;
const clock = testClock(new Date('2030-01-01T09:00:00Z'));
const TEMPLATE = 'mf_uk_20240926';

let t: TestContext;
let practitioner: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
});
afterAll(() => t.close());

const textOf = (bytes: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');

async function submit(body: object) {
  const response = await visitCall(
    t.app,
    practitioner.auth,
    'POST',
    '/api/forms/submissions',
    body,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.submission_id as string;
}

describe('the record PDF of a visit with a re-consent', () => {
  it('prints the re-consent with its changed answer, and the full form at the first visit', async () => {
    const { client, appointment: first } = await seedClientWithAppointment(t.database.db, {
      startsAt: new Date(clock.now().getTime() + 3_600_000),
    });
    await submit(validSubmitBody(TEMPLATE, { appointment_id: first.id }));

    // Seven months later the re-consent is due; the client changes one answer and signs again.
    clock.advance(213 * DAY);
    practitioner = await staffAt(t.app, t.database.db, 'practitioner');
    const startsAt = new Date(clock.now().getTime() + 3_600_000);
    const [second] = await t.database.db
      .insert(appointments)
      .values({
        number: `AP-RC${first.number.slice(3)}`,
        clientId: client.id,
        storeCode: 'london',
        service: 'iv-drip',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        bookedVia: 'staff',
      })
      .returning();
    if (!second) throw new Error('no appointment');
    const opened = await visitCall(
      t.app,
      practitioner.auth,
      'GET',
      `/api/forms/reconsent?appointment_id=${second.id}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.due).toBe('rf');
    // Signed again today: the page fills each signature's date with today, as on the full form.
    const today = clock.now().toISOString().slice(0, 10);
    const dates = getTemplate(TEMPLATE)!
      .sections.flatMap((s) => s.questions)
      .filter((q) => q.type === 'date' && q.defaultToday)
      .map((q) => [q.id, today]);
    const answers = {
      ...opened.json().data.form.answers,
      ...Object.fromEntries(dates),
      allergies: { answer: 'yes', detail: 'Latex gloves' },
    };
    await submit(validSubmitBody(TEMPLATE, { answers, purpose: 'rf', appointment_id: second.id }));

    const texts = PDF_TEXTS.en;
    const later = await visitCall(
      t.app,
      practitioner.auth,
      'GET',
      `/api/visits/${second.id}/record.pdf`,
    );
    expect(later.statusCode, later.body).toBe(200);
    const laterText = textOf(later.rawPayload);
    expect(laterText).toContain(texts.reconsent);
    expect(laterText).toContain('Latex gloves');
    // The name the client signed, which the record now holds.
    expect(laterText).toContain("Siân O'Brien-Lee");
    expect(laterText).toContain(second.number);
    // This visit's record holds what was signed for it: the re-consent, not the old full form.
    expect(laterText).not.toContain(texts.questionnaire);
    // ... and what changed since the previous visit, as the review screen shows it.
    const flat = laterText.replace(/\s+/g, ' ');
    expect(flat).toContain('What changed since');
    expect(flat).toContain(`(${texts.changeKinds.changed})`);
    expect(flat).toContain(`${texts.changeBefore}: No`);
    expect(flat).toMatch(new RegExp(`${texts.changeNow}: Yes.{0,4}Latex gloves`));

    const earlier = await visitCall(
      t.app,
      practitioner.auth,
      'GET',
      `/api/visits/${first.id}/record.pdf`,
    );
    expect(earlier.statusCode, earlier.body).toBe(200);
    const earlierText = textOf(earlier.rawPayload);
    expect(earlierText).toContain(texts.questionnaire);
    expect(earlierText).not.toContain(texts.reconsent);
    expect(earlierText).not.toContain('Latex gloves');
    expect(earlierText).not.toContain('What changed since');
  });
});
