import { describe, expect, it } from 'vitest';
import { describeAnswer } from './answer-display';
import type { Question } from './model';
import { GENDERS } from './options/personal';
import { PNG } from './test-support';
import { STAFF_FIXTURE } from './test-staff-template';

const question = (id: string) =>
  STAFF_FIXTURE.sections.flatMap((s) => s.questions).find((q) => q.id === id) as Question;

describe('describeAnswer', () => {
  it('shows nothing for an unanswered question or a display paragraph', () => {
    expect(describeAnswer(question('systolic'), undefined)).toEqual([]);
    expect(describeAnswer(question('reason'), '  ')).toEqual([]);
    expect(describeAnswer(question('note'), 'x')).toEqual([]);
  });

  it('gives option keys for choices, one line per chosen option', () => {
    const gender: Question = { id: 'gender', type: 'single_choice', options: GENDERS };
    expect(describeAnswer(gender, 'female')).toEqual([[{ key: 'options.gender.female' }]]);
    const goals: Question = {
      id: 'goals',
      type: 'multi_choice',
      options: { id: 'goals', values: ['recovery', 'anti_aging'] },
    };
    expect(describeAnswer(goals, ['recovery', 'anti_aging'])).toEqual([
      [{ key: 'options.goals.recovery' }],
      [{ key: 'options.goals.anti_aging' }],
    ]);
  });

  it('gives numbers with their unit, and computed values with one decimal', () => {
    const height: Question = { id: 'height', type: 'number', min: 50, max: 250, unit: 'cm' };
    expect(describeAnswer(height, 172)).toEqual([[{ text: '172' }, { key: 'units.cm' }]]);
    expect(describeAnswer({ ...height, unit: undefined }, 3)).toEqual([[{ text: '3' }]]);
    const bmi: Question = { id: 'bmi', type: 'computed', formula: 'bmi', from: ['h', 'w'] };
    expect(describeAnswer(bmi, 22.456)).toEqual([[{ text: '22.5' }]]);
  });

  it('gives yes with its detail, and no without', () => {
    const allergies: Question = { id: 'allergies', type: 'yes_no', detail: true };
    expect(describeAnswer(allergies, { answer: 'yes', detail: ' Penicillin ' })).toEqual([
      [{ key: 'common.yes' }],
      [{ text: 'Penicillin' }],
    ]);
    expect(describeAnswer(allergies, { answer: 'no', detail: 'stale' })).toEqual([
      [{ key: 'common.no' }],
    ]);
  });

  it('gives each product line as name, dose, unit and route', () => {
    const lines = [
      { product: 'vit_c', dose: 2500 },
      { product: 'b12', dose: 1000 },
    ];
    expect(describeAnswer(question('lines'), lines)).toEqual([
      [
        { key: 'products.shop.vit_c' },
        { text: '2500' },
        { key: 'units.mg' },
        { key: 'routes.iv_infusion' },
      ],
      [
        { key: 'products.shop.b12' },
        { text: '1000' },
        { key: 'units.mcg' },
        { key: 'routes.im_injection' },
      ],
    ]);
  });

  it('gives times, dates and texts as text, signatures as images, agreements as yes', () => {
    expect(describeAnswer(question('setup_time'), '09:05')).toEqual([[{ text: '09:05' }]]);
    expect(describeAnswer({ id: 'd', type: 'date' }, '2025-06-01')).toEqual([
      [{ text: '2025-06-01' }],
    ]);
    expect(describeAnswer({ id: 's', type: 'signature', slot: 1 }, PNG)).toEqual([
      [{ image: PNG }],
    ]);
    expect(describeAnswer({ id: 'a', type: 'agreement' }, true)).toEqual([[{ key: 'common.yes' }]]);
  });

  it('shows a value of the wrong shape as its JSON rather than hiding it', () => {
    expect(describeAnswer(question('systolic'), '120')).toEqual([[{ text: '"120"' }]]);
    expect(describeAnswer(question('lines'), [{ product: 'b12' }])).toEqual([
      [{ text: '{"product":"b12"}' }],
    ]);
  });
});
