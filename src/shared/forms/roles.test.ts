import { describe, expect, it } from 'vitest';
import { validateWith } from './answer-schema';
import {
  buildRoleAnswerSchema,
  foreignAnswerIds,
  isStaffTemplate,
  roleOfQuestion,
  sectionsForRole,
} from './roles';
import { STAFF_FIXTURE } from './test-staff-template';

const TODAY = { today: '2025-06-01' };
const nurseAnswers = {
  setup_time: '10:15',
  lines: [{ product: 'b12', dose: 1000 }],
};

describe('staff roles', () => {
  it('tells staff templates from client ones', () => {
    expect(isStaffTemplate(STAFF_FIXTURE)).toBe(true);
    expect(isStaffTemplate({ ...STAFF_FIXTURE, kind: 'detail' })).toBe(true);
    expect(isStaffTemplate({ ...STAFF_FIXTURE, kind: 'mf' })).toBe(false);
  });

  it('lists each role’s sections and finds the role of a question', () => {
    expect(sectionsForRole(STAFF_FIXTURE, 'nurse').map((s) => s.id)).toEqual(['nurse_part']);
    expect(sectionsForRole(STAFF_FIXTURE, 'practitioner').map((s) => s.id)).toEqual([
      'practitioner_part',
    ]);
    expect(roleOfQuestion(STAFF_FIXTURE, 'reason')).toBe('practitioner');
    expect(roleOfQuestion(STAFF_FIXTURE, 'systolic')).toBe('nurse');
    expect(roleOfQuestion(STAFF_FIXTURE, 'first_name')).toBeUndefined();
  });

  it('validates only the role’s sections: the other role’s required questions are not required', () => {
    const nurse = buildRoleAnswerSchema(STAFF_FIXTURE, 'nurse', TODAY);
    expect(validateWith(nurse, nurseAnswers)).toEqual({
      ok: true,
      answers: nurseAnswers,
      errors: [],
    });
    const practitioner = buildRoleAnswerSchema(STAFF_FIXTURE, 'practitioner', TODAY);
    expect(validateWith(practitioner, nurseAnswers).errors).toEqual([
      { path: 'decision', message: 'validation.required' },
    ]);
    expect(validateWith(practitioner, { decision: 'not_cleared' }).errors).toEqual([
      { path: 'reason', message: 'validation.required' },
    ]);
  });

  it('drops another role’s answers from the clean answers', () => {
    const nurse = buildRoleAnswerSchema(STAFF_FIXTURE, 'nurse', TODAY);
    const result = validateWith(nurse, { ...nurseAnswers, decision: 'cleared' });
    expect(result.ok && result.answers).toEqual(nurseAnswers);
  });

  it('names the answer keys a role may not write', () => {
    const answers = { ...nurseAnswers, decision: 'cleared', first_name: 'Ann', note: null };
    expect(foreignAnswerIds(STAFF_FIXTURE, 'nurse', answers)).toEqual(['decision', 'first_name']);
    expect(foreignAnswerIds(STAFF_FIXTURE, 'practitioner', { reason: 'x' })).toEqual([]);
    expect(foreignAnswerIds(STAFF_FIXTURE, 'practitioner', nurseAnswers)).toEqual([
      'setup_time',
      'lines',
    ]);
  });
});
