import { describe, expect, it } from 'vitest';
import { validateAnswers } from '../../../shared/forms/answer-schema';
import { getTemplate } from '../../../shared/forms/registry';
import { sectionsForRole } from '../../../shared/forms/roles';
import { liveErrors } from './live-checks';

const medical = getTemplate('medicalUk')!;
const nurse = { ...medical, sections: sectionsForRole(medical, 'nurse') };
const questions = nurse.sections.flatMap((s) => s.questions);
const errorsOf = (answers: Record<string, unknown>) => {
  const result = validateAnswers(nurse, answers, { today: '2025-06-01' });
  return result.ok ? [] : result.errors;
};

describe('vitals checked as they are typed', () => {
  it('says an impossible blood pressure once the nurse has left the field', () => {
    const errors = errorsOf({ bp_systolic_before: 1200 });
    expect(liveErrors(errors, questions, new Set())).toEqual({});
    expect(liveErrors(errors, questions, new Set(['bp_systolic_before']))).toEqual({
      bp_systolic_before: 'validation.outOfRangeBetween',
    });
  });

  it('checks the diastolic against the systolic, and text that is no number', () => {
    const left = new Set(['bp_systolic_before', 'bp_diastolic_before']);
    expect(
      liveErrors(errorsOf({ bp_systolic_before: 120, bp_diastolic_before: 130 }), questions, left),
    ).toEqual({ bp_diastolic_before: 'validation.diastolicNotBelowSystolic' });
    expect(liveErrors(errorsOf({ bp_systolic_before: '12o' }), questions, left)).toEqual({
      bp_systolic_before: 'validation.invalidFormat',
    });
  });

  it('never calls an empty field missing, nor checks text questions, before a send', () => {
    const left = new Set(questions.map((q) => q.id));
    const shown = liveErrors(errorsOf({}), questions, left);
    expect(Object.values(shown)).not.toContain('validation.required');
    const text = questions.find((q) => q.type === 'text' && q.pattern)!;
    expect(liveErrors(errorsOf({ [text.id]: '\u0000' }), questions, left)[text.id]).toBeUndefined();
  });
});
