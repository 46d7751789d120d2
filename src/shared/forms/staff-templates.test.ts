import { describe, expect, it } from 'vitest';
import { validateAnswers, validateWith } from './answer-schema';
import type { Answers, Question, Template } from './model';
import { getTemplate } from './registry';
import { buildRoleAnswerSchema, foreignAnswerIds } from './roles';
import { validAnswers } from './test-support';
import { computedValues } from './visibility';

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

  it('needs a note when the client left at own risk, and a valid batch number', () => {
    expect(errors(medical, { observation_outcome: 'left_at_own_risk' })).toEqual([]);
    expect(
      errors(medical, { observation_outcome: 'left_at_own_risk', left_at_own_risk_note: '' }),
    ).toEqual([{ path: 'left_at_own_risk_note', message: 'validation.required' }]);
    expect(errors(medical, { batch_number: 'x' })).toEqual([
      { path: 'batch_number', message: 'validation.invalidFormat' },
    ]);
    expect(errors(medical, { batch_number: 'AB1234-05' })).toEqual([]);
  });

  it('records products of the brand’s own list', () => {
    const line = [{ product: 'nad_plus', dose: 250 }];
    expect(errors(medical, { product_lines: line })).toEqual([]);
    expect(errors(template('medicalDripdash'), { product_lines: line })).toEqual([
      { path: 'product_lines.0.product', message: 'validation.invalidFormat' },
    ]);
    expect(errors(medical, { product_lines: [{ product: 'vitamin_b12', dose: 50000 }] })).toEqual([
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
