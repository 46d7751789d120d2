import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDue, type DueForm } from '../../../shared/form-due';
import { formSubmissions } from '../../db/schema';
import type { SignedIn } from '../../test-support/accounts';
import { seedAppointment, seedClient, staffSession } from '../../test-support/clients';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { testClock } from '../../test-support/test-clock';
import { consentRecordsOf } from '../clients/client-info';
import { nextStep } from '../verification/next-step';
import { grantConsents } from './consents';

// One answer everywhere: the search table's actions, the verification next step and
// check_form_right give the rule's answer for the same client, one table of cases.
const clock = testClock(new Date('2030-06-15T08:00:00Z'));
const VISIT = new Date('2030-06-15T10:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(clock.now().getTime() - days * DAY);

interface Case {
  name: string;
  /** Days before today of each signed questionnaire (MF or RF: both grant consent). */
  signed: number[];
  /** Days before today of a questionnaire started and never completed. */
  draft?: number;
  expected: DueForm;
}

const CASES: Case[] = [
  { name: 'first appointment', signed: [], expected: 'mf' },
  { name: 'signed 3 months ago', signed: [92], expected: 'confirm' },
  { name: 'signed 7 months ago', signed: [213], expected: 'rf' },
  { name: 'signed 13 months ago', signed: [396], expected: 'mf' },
  {
    name: 'an RF 2 months ago on top of an MF 14 months ago',
    signed: [427, 61],
    expected: 'confirm',
  },
  { name: 'last record never completed', signed: [396], draft: 30, expected: 'mf' },
];

const ACTION: Record<DueForm, string> = {
  mf: 'register_and_process',
  rf: 're_consent_form',
  confirm: 'change_in_medical_history',
};
const RF_REASON: Record<DueForm, string> = {
  mf: 'consent_expired',
  rf: 'ok',
  confirm: 'consent_recent',
};

let ctx: TestContext;
let nurse: SignedIn;
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  nurse = await staffSession(ctx.app, ctx.database.db);
});
afterAll(async () => {
  await ctx.close();
});

async function seedCase(c: Case, index: number) {
  const db = ctx.database.db;
  const client = await seedClient(db, { email: `due-${index}@example.test` });
  for (const days of c.signed) {
    const [row] = await db
      .insert(formSubmissions)
      .values(submission(client.id, 'submitted', ago(days)))
      .returning({ id: formSubmissions.id });
    await grantConsents(db, { clientId: client.id, submissionId: row!.id, signedAt: ago(days) });
  }
  if (c.draft !== undefined) {
    await db.insert(formSubmissions).values(submission(client.id, 'draft', ago(c.draft)));
  }
  // One slot per case (a store has one appointment per start), all on the same day.
  const startsAt = new Date(VISIT.getTime() + index * 3_600_000);
  const appointment = await seedAppointment(db, client.id, { startsAt });
  return { client, appointment };
}

function submission(clientId: string, status: 'draft' | 'submitted', at: Date) {
  return {
    clientId,
    kind: 'mf' as const,
    storeCode: 'london',
    templateId: 'mfUk',
    templateVersion: '20231027',
    locale: 'en',
    answers: {},
    status,
    submittedAt: status === 'submitted' ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

describe('one rule for which form is due', () => {
  it.each(CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, index) => {
    const { client, appointment } = await seedCase(c, index);
    const db = ctx.database.db;
    const rule = formDue({
      consents: await consentRecordsOf(db, client.id),
      serviceDate: appointment.startsAt,
      timeZone: 'Europe/London',
    });
    expect(rule.form).toBe(c.expected);

    const info = await ctx.app.inject({
      method: 'GET',
      url: `/api/clients/${client.id}`,
      headers: nurse.headers,
    });
    const actions = info.json().data.appointments[0].actions as string[];
    expect(actions[0]).toBe(ACTION[rule.form]);

    expect(await nextStep(db, client.id, clock.now(), 'london')).toBe(
      rule.form === 'mf' ? 'mf' : 'rf',
    );

    const right = async (purpose: 'mf' | 'rf') =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/mform/check_form_right',
          headers: nurse.headers,
          payload: { purpose, client_id: client.id, appointment_id: appointment.id },
        })
      ).json().data;
    const rf = await right('rf');
    const expectedReason = c.signed.length === 0 ? 'no_consent_on_file' : RF_REASON[rule.form];
    expect(rf).toMatchObject({
      can_fill: rule.form !== 'mf',
      required: rule.form !== 'confirm',
      reason: expectedReason,
    });
    expect(await right('mf')).toMatchObject({ can_fill: true, required: rule.form === 'mf' });
  });
});
