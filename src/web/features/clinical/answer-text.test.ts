import { describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/forms/model';
import { answerLines } from './answer-text';

const t = (key: string) => `«${key}»`;

describe('answerLines', () => {
  it('translates choices and keeps typed text as written, as a value', () => {
    const single: Question = {
      id: 'gender',
      type: 'single_choice',
      options: { id: 'gender', values: ['female', 'male'] },
    };
    expect(answerLines(single, 'female', t)).toEqual([{ parts: ['«options.gender.female»'] }]);
    const multi: Question = {
      id: 'medical_history',
      type: 'multi_choice',
      options: { id: 'history', values: ['g6pd_deficiency', 'asthma'] },
    };
    expect(answerLines(multi, ['g6pd_deficiency', 'asthma'], t)).toEqual([
      { parts: ['«options.history.g6pd_deficiency»'] },
      { parts: ['«options.history.asthma»'] },
    ]);
    const text: Question = { id: 'occupation', type: 'text' };
    expect(answerLines(text, 'Baker', t)).toEqual([{ parts: [{ value: 'Baker' }] }]);
  });

  it('gives a yes with its detail, a number with its unit, and nothing for no answer', () => {
    const yesNo: Question = { id: 'allergies', type: 'yes_no', detail: true };
    expect(answerLines(yesNo, { answer: 'yes', detail: 'Penicillin' }, t)).toEqual([
      { parts: ['«common.yes»'] },
      { parts: [{ value: 'Penicillin' }] },
    ]);
    const weight: Question = { id: 'weight', type: 'number', min: 1, max: 500, unit: 'kg' };
    expect(answerLines(weight, 72.5, t)).toEqual([{ parts: [{ value: '72.5' }, '«units.kg»'] }]);
    expect(answerLines(weight, undefined, t)).toEqual([]);
  });

  it('shows a signature as an image', () => {
    const sign: Question = { id: 'signature_1', type: 'signature', slot: 1, required: true };
    expect(answerLines(sign, 'data:image/png;base64,AAAA', t)).toEqual([
      { image: 'data:image/png;base64,AAAA' },
    ]);
  });
});
