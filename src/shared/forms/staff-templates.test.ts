import { describe, expect, it } from 'vitest';
import { validateAnswers, validateWith } from './answer-schema';
import type { Answers, Question, Template } from './model';
import { getTemplate } from './registry';
import { buildRoleAnswerSchema, foreignAnswerIds } from './roles';
import { validAnswers } from './test-support';
import { computedValues, visibleQuestions } from './visibility';

const TODAY = { today: '2025-06-01' };
const template = (id: string) => getTemplate(id) as Template;
const ids = (t: Template) => t.sections.flatMap((s) => s.questions.map((q) => q.id));
const question = (t: Template, id: string) =>
  t.sections.flatMap((s) => s.questions).find((q) => q.id === id) as Question;

function errors(t: Template, changes: Answers) {
  const result = validateAnswers(t, validAnswers(t, changes), TODAY);
  return result.ok ? [] : result.errors;
}

describe('the practitioner’s sections (detail templates)', () => {
  const detail = template('mfDetailUk');

  it('hold the plan, the clearance and the signature', () => {
    expect(detail.sections.map((s) => s.id)).toEqual([
      'practitioner_plan',
      'practitioner_clearance',
      'practitioner_sign_off',
    ]);
    expect(ids(detail)).toEqual([
      'practitioner_staff_only',
      'injections',
      'detox_plan',
      'blood_profiles',
      'plan_notes',
      'share_with_gp',
      'clearance_decision',
      'clearance_reason',
      'practitioner_full_name',
      'signature_1',
      'signature_1_date',
    ]);
  });

  it('require a reason only when the client is not cleared', () => {
    expect(errors(detail, { clearance_decision: 'cleared' })).toEqual([]);
    expect(errors(detail, { clearance_decision: 'not_cleared', clearance_reason: '' })).toEqual([
      { path: 'clearance_reason', message: 'validation.required' },
    ]);
    expect(errors(detail, { share_with_gp: undefined, practitioner_full_name: ' ' })).toEqual([
      { path: 'share_with_gp', message: 'validation.required' },
      { path: 'practitioner_full_name', message: 'validation.required' },
    ]);
  });

  it('ask US practitioners about the primary care physician', () => {
    expect(question(template('mfDetailUs'), 'share_with_gp').label).toBe(
      'questions.share_with_gp.label_us',
    );
    expect(question(detail, 'share_with_gp').label).toBeUndefined();
  });
});

describe('the nurse’s treatment record (medical templates)', () => {
  const medical = template('medicalUk');

  it('holds vitals, treatment, vitals after, observation and completion', () => {
    expect(medical.sections.map((s) => s.id)).toEqual([
      'nurse_vitals_before',
      'nurse_treatment',
      'nurse_vitals_after',
      'nurse_observation',
      'nurse_completion',
    ]);
    expect(ids(medical)).toEqual(
      expect.arrayContaining([
        'bp_systolic_before',
        'bp_diastolic_before',
        'pulse_before',
        'sat_o2_before',
        'height',
        'weight',
        'bmi',
        'session_number',
        'product_lines',
        'batch_number',
        'cannula_type',
        'gauge',
        'arm',
        'setup_time',
        'blood_tubes',
        'location',
        'bp_systolic_after',
        'observation_outcome',
        'left_at_own_risk_note',
        'completion_date',
        'completion_time',
        'comments',
        'nurse_full_name',
        'signature_1',
        'signature_1_date',
      ]),
    );
  });

  it('refuses an implausible reading, naming the field', () => {
    expect(errors(medical, { bp_systolic_before: 1200 })).toEqual([
      { path: 'bp_systolic_before', message: 'validation.outOfRangeBetween' },
    ]);
    expect(errors(medical, { sat_o2_after: 101, pulse_after: 12 })).toEqual([
      { path: 'pulse_after', message: 'validation.outOfRangeBetween' },
      { path: 'sat_o2_after', message: 'validation.outOfRangeBetween' },
    ]);
  });

  it('refuses a diastolic that is not below the systolic, before and after', () => {
    expect(errors(medical, { bp_systolic_before: 120, bp_diastolic_before: 120 })).toEqual([
      { path: 'bp_diastolic_before', message: 'validation.diastolicNotBelowSystolic' },
    ]);
    expect(errors(medical, { bp_systolic_after: 100, bp_diastolic_after: 130 })).toEqual([
      { path: 'bp_diastolic_after', message: 'validation.diastolicNotBelowSystolic' },
    ]);
  });

  it('needs a note when the client left at own risk', () => {
    expect(errors(medical, { observation_outcome: 'left_at_own_risk' })).toEqual([]);
    expect(
      errors(medical, { observation_outcome: 'left_at_own_risk', left_at_own_risk_note: '' }),
    ).toEqual([{ path: 'left_at_own_risk_note', message: 'validation.required' }]);
  });

  it('needs a valid batch or lot number on every product line', () => {
    const lines = (...batches: unknown[]) =>
      batches.map((batch, i) => ({ product: i === 0 ? 'nad_plus' : 'zinc', dose: 5, batch }));
    expect(errors(medical, { product_lines: lines('AB1234-05', 'LOT/7.2') })).toEqual([]);
    expect(errors(medical, { product_lines: lines('AB1234-05', undefined) })).toEqual([
      { path: 'product_lines.1.batch', message: 'validation.required' },
    ]);
    expect(errors(medical, { product_lines: lines('x', 'AB 12') })).toEqual([
      { path: 'product_lines.0.batch', message: 'validation.invalidFormat' },
      { path: 'product_lines.1.batch', message: 'validation.invalidFormat' },
    ]);
    const result = validateAnswers(
      medical,
      validAnswers(medical, { product_lines: lines(' AB1234-05 ') }),
      TODAY,
    );
    expect(result.ok && result.answers.product_lines).toEqual([
      { product: 'nad_plus', dose: 5, batch: 'AB1234-05' },
    ]);
  });

  it('no longer asks one batch number for the whole treatment, yet shows an old record’s', () => {
    expect(question(medical, 'batch_number')).toMatchObject({ retired: true });
    const answers = validAnswers(medical, { batch_number: 'x' });
    const result = validateAnswers(medical, answers, TODAY);
    expect(result.ok).toBe(true);
    expect(result.ok && 'batch_number' in result.answers).toBe(false);
    const shown = (a: Answers) => visibleQuestions(medical, a).map((q) => q.id);
    expect(shown({})).not.toContain('batch_number');
    expect(shown({ batch_number: 'LOT-2024/0001' })).toContain('batch_number');
  });

  it('records products of the brand’s own list', () => {
    const line = [{ product: 'nad_plus', dose: 250, batch: 'LOT-1' }];
    expect(errors(medical, { product_lines: line })).toEqual([]);
    expect(errors(template('medicalDripdash'), { product_lines: line })).toEqual([
      { path: 'product_lines.0.product', message: 'validation.invalidFormat' },
    ]);
    const tooMuch = [{ product: 'vitamin_b12', dose: 50000, batch: 'LOT-1' }];
    expect(errors(medical, { product_lines: tooMuch })).toEqual([
      { path: 'product_lines.0.dose', message: 'validation.doseOutOfRange' },
    ]);
  });

  it('requires the location only for the mobile service', () => {
    expect(errors(medical, { location: undefined })).toEqual([]);
    expect(errors(template('medicalDripdash'), { location: undefined })).toEqual([
      { path: 'location', message: 'validation.required' },
    ]);
  });

  it('asks US units and computes BMI from them', () => {
    const us = template('medicalUs');
    expect(question(us, 'height')).toMatchObject({ unit: 'in' });
    expect(question(us, 'weight')).toMatchObject({ unit: 'lb' });
    expect(computedValues(us, { height: 70, weight: 154 }).bmi).toBe(22.1);
    expect(computedValues(medical, { height: 178, weight: 70 }).bmi).toBe(22.1);
  });
});

describe('a role writes only its own part', () => {
  it('a nurse’s answers pass the nurse schema and are foreign to the practitioner', () => {
    const medical = template('medicalUk');
    const answers = validAnswers(medical);
    expect(validateWith(buildRoleAnswerSchema(medical, 'nurse', TODAY), answers).ok).toBe(true);
    expect(foreignAnswerIds(medical, 'nurse', answers)).toEqual([]);
    expect(foreignAnswerIds(medical, 'practitioner', answers)).toEqual(Object.keys(answers));
    const practitioner = validateWith(buildRoleAnswerSchema(medical, 'practitioner', TODAY), {});
    expect(practitioner).toEqual({ ok: true, answers: {}, errors: [] });
  });
});
