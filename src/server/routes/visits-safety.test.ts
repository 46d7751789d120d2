import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answers } from '../../shared/forms';
import { appointments, formSubmissions, safetyAcknowledgements } from '../db/schema';
import { auditActions } from '../test-support/accounts';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { testClock } from '../test-support/test-clock';
import {
  staffAt,
  staffSectionBody,
  visitCall,
  visitWithQuestionnaire,
  type StaffMember,
} from '../test-support/visits';

// The clinical safety checks on the server (decision 027): a signature on a record where a
// safety rule matches and no acknowledgement with a reason is given is refused, naming the
// field; acknowledgements are stored with the signed section, hashed, audited and shown.
const clock = testClock();
let t: TestContext;
let nurse: StaffMember;
let practitioner: StaffMember;
beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  nurse = await staffAt(t.app, t.database.db, 'nurse');
  practitioner = await staffAt(t.app, t.database.db, 'practitioner');
});
afterAll(() => t.close());

const clearance = (appointmentId: string, body: object) =>
  visitCall(t.app, practitioner.auth, 'POST', `/api/visits/${appointmentId}/clearance`, body);
const treatment = (appointmentId: string, body: object) =>
  visitCall(t.app, nurse.auth, 'POST', `/api/visits/${appointmentId}/treatment`, body);
const readRecord = (appointmentId: string) =>
  visitCall(t.app, nurse.auth, 'GET', `/api/visits/${appointmentId}`);

const G6PD = { known_g6pd_deficiency: 'yes' };
const G6PD_REASON = {
  rule: 'g6pd_vitamin_c',
  reason: 'Cleared for saline only; no vitamin C today',
};
const cleared = (acknowledgements?: object[]) => ({
  ...staffSectionBody('mfDetailUk', { clearance_decision: 'cleared' }),
  ...(acknowledgements ? { acknowledgements } : {}),
});
const vitaminC = (extra: Answers = {}, acknowledgements?: object[]) => ({
  ...staffSectionBody('medicalUk', {
    product_lines: [
      { product: 'hydration_saline', dose: 500, batch: 'SAL-2025/01' },
      { product: 'vitamin_c', dose: 5000, batch: 'VC-2025/07' },
    ],
    ...extra,
  }),
  ...(acknowledgements ? { acknowledgements } : {}),
});

async function visitOf(answers: Answers) {
  return visitWithQuestionnaire(t.app, t.database.db, nurse.auth, { answers });
}

async function clearedG6pdVisit() {
  const visit = await visitOf(G6PD);
  const response = await clearance(visit.appointment.id, cleared([G6PD_REASON]));
  expect(response.statusCode, response.body).toBe(200);
  return visit;
}

async function clearanceOf(appointmentId: string) {
  const [row] = await t.database.db
    .select({ clearance: appointments.clearance, state: appointments.state })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row!;
}

describe('the practitioner’s clearance', () => {
  it('refuses to clear a G6PD-deficient client without a reason, naming the field', async () => {
    const visit = await visitOf(G6PD);
    const refused = await clearance(visit.appointment.id, cleared());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual([
      { path: 'acknowledgements.g6pd_vitamin_c', message: 'safety.reasonRequired' },
    ]);
    // Nothing was signed and the visit did not move; the refusal is audited with the field.
    expect((await clearanceOf(visit.appointment.id)).clearance).toBeNull();
    const kept = await t.database.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.appointmentId, visit.appointment.id));
    expect(kept.map((r) => r.kind)).toEqual(['mf']);
    const failures = await auditActions(t.database.db, 'visits.clearance.create', 'failure');
    const mine = failures.filter((a) => a.entityId === visit.appointment.id);
    expect(mine.at(-1)?.data).toMatchObject({
      fields: ['acknowledgements.g6pd_vitamin_c'],
    });

    // A blank reason is no reason.
    const blank = await clearance(
      visit.appointment.id,
      cleared([{ rule: 'g6pd_vitamin_c', reason: '   ' }]),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().data.fields).toEqual([
      { path: 'acknowledgements.0.reason', message: 'validation.required' },
    ]);
  });

  it('clears with the reason, keeps it with the signed review and audits it', async () => {
    const visit = await visitOf(G6PD);
    const response = await clearance(visit.appointment.id, cleared([G6PD_REASON]));
    expect(response.statusCode, response.body).toBe(200);
    const submissionId = response.json().data.submission_id as string;
    expect(await clearanceOf(visit.appointment.id)).toMatchObject({ clearance: 'cleared' });

    const record = (await readRecord(visit.appointment.id)).json().data;
    expect(record.practitioner.acknowledgements).toEqual([
      {
        rule: 'g6pd_vitamin_c',
        subject: null,
        severity: 'contraindicated',
        step: 'clearance',
        reason: G6PD_REASON.reason,
        staff_name: practitioner.name,
        acknowledged_at: record.practitioner.submitted_at,
      },
    ]);
    // The audit names the rule, never the reason.
    const audited = await auditActions(t.database.db, 'visits.safety.acknowledged', 'success');
    const row = audited.find((a) => a.entityId === submissionId);
    expect(row).toMatchObject({ actorId: practitioner.id, entity: 'form_submission' });
    expect(row?.data).toEqual({
      appointment_id: visit.appointment.id,
      rule: 'g6pd_vitamin_c',
      subject: null,
      severity: 'contraindicated',
      step: 'clearance',
    });
    expect(JSON.stringify(row?.data)).not.toContain('saline only');
  });

  it('needs no reason to decline, and refuses one for a warning that is not there', async () => {
    const visit = await visitOf(G6PD);
    const notCleared = staffSectionBody('mfDetailUk', {
      clearance_decision: 'not_cleared',
      clearance_reason: 'G6PD deficiency: no infusion today',
    });
    const withReason = await clearance(visit.appointment.id, {
      ...notCleared,
      acknowledgements: [G6PD_REASON],
    });
    expect(withReason.statusCode).toBe(400);
    expect(withReason.json().data.fields).toEqual([
      { path: 'acknowledgements.0', message: 'safety.notNeeded' },
    ]);
    const declined = await clearance(visit.appointment.id, notCleared);
    expect(declined.statusCode, declined.body).toBe(200);

    const healthy = await visitOf({});
    const extra = await clearance(healthy.appointment.id, cleared([G6PD_REASON]));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().data.fields).toEqual([
      { path: 'acknowledgements.0', message: 'safety.notNeeded' },
    ]);
    expect((await clearance(healthy.appointment.id, cleared())).statusCode).toBe(200);
  });

  it('warns about pregnancy and a declared allergy from the client’s own answers', async () => {
    const visit = await visitOf({
      gender: 'female',
      pregnant: 'yes',
      pregnancy_weeks: 20,
      breastfeeding: 'no',
      allergies: { answer: 'yes', detail: 'Magnésium (urticaire)' },
    });
    const refused = await clearance(visit.appointment.id, cleared());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields.map((f: { path: string }) => f.path)).toEqual([
      'acknowledgements.pregnancy_not_approved',
      'acknowledgements.declared_allergy',
    ]);
  });
});

describe('the nurse’s treatment record', () => {
  it('refuses a vitamin C line for a G6PD-deficient client without a reason', async () => {
    const visit = await clearedG6pdVisit();
    const refused = await treatment(visit.appointment.id, vitaminC());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual([
      { path: 'acknowledgements.g6pd_vitamin_c@vitamin_c', message: 'safety.reasonRequired' },
    ]);
    expect((await clearanceOf(visit.appointment.id)).state).toBe('mf_rf_completed');

    // A reading out of range before the infusion needs its own reason too.
    const high = await treatment(
      visit.appointment.id,
      vitaminC({ bp_systolic_before: 185, bp_diastolic_before: 95 }, [
        { rule: 'g6pd_vitamin_c', subject: 'vitamin_c', reason: 'Normal G6PD result 2025-05-02' },
      ]),
    );
    expect(high.statusCode).toBe(400);
    expect(high.json().data.fields).toEqual([
      { path: 'acknowledgements.systolic_high', message: 'safety.reasonRequired' },
    ]);
  });

  it('signs with every reason, keeping them with the record and in its content hash', async () => {
    const reasons = [
      { rule: 'g6pd_vitamin_c', subject: 'vitamin_c', reason: 'Normal G6PD result 2025-05-02' },
      { rule: 'systolic_high', reason: 'Rechecked after 10 minutes: 150/90' },
    ];
    const high = { bp_systolic_before: 185, bp_diastolic_before: 95 };
    const sign = async (given: object[]) => {
      const visit = await clearedG6pdVisit();
      const body = vitaminC(high, given);
      // The same signed content on every visit: only the reasons differ.
      body.signature = vitaminC(high).signature;
      const response = await treatment(visit.appointment.id, body);
      expect(response.statusCode, response.body).toBe(200);
      return { visit, data: response.json().data };
    };
    const first = await sign(reasons);
    expect((await clearanceOf(first.visit.appointment.id)).state).toBe('completed');
    const record = (await readRecord(first.visit.appointment.id)).json().data;
    expect(
      record.treatment.acknowledgements.map((a: { rule: string; subject: string | null }) => [
        a.rule,
        a.subject,
      ]),
    ).toEqual([
      ['systolic_high', null],
      ['g6pd_vitamin_c', 'vitamin_c'],
    ]);
    expect(record.treatment.answers.product_lines).toEqual([
      { product: 'hydration_saline', dose: 500, batch: 'SAL-2025/01' },
      { product: 'vitamin_c', dose: 5000, batch: 'VC-2025/07' },
    ]);
    const same = await sign(reasons);
    expect(same.data.content_sha256).toBe(first.data.content_sha256);
    const other = await sign([{ ...reasons[0]!, reason: 'Another reason' }, reasons[1]!]);
    expect(other.data.content_sha256).not.toBe(first.data.content_sha256);
  });

  it('keeps acknowledgements unchangeable at the database', async () => {
    const visit = await clearedG6pdVisit();
    const record = (await readRecord(visit.appointment.id)).json().data;
    const submissionId = record.practitioner.submission_id as string;
    const change = t.database.db
      .update(safetyAcknowledgements)
      .set({ reason: 'rewritten' })
      .where(eq(safetyAcknowledgements.submissionId, submissionId));
    await expect(change).rejects.toThrow();
    const remove = t.database.db.execute(
      sql`delete from safety_acknowledgements where submission_id = ${submissionId}`,
    );
    await expect(remove).rejects.toThrow();
    const [row] = await t.database.db
      .select()
      .from(safetyAcknowledgements)
      .where(eq(safetyAcknowledgements.submissionId, submissionId));
    expect(row?.reason).toBe(G6PD_REASON.reason);
  });
});
