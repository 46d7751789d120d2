import { describe, expect, it } from 'vitest';
import type { Answers } from './model';
import { getTemplate } from './registry';
import { screeningFlags } from './screening';
import { validAnswers } from './test-support';

const mfUk = getTemplate('mfUk')!;
/** A healthy client: metric body in range, nothing to flag. */
const healthy = validAnswers(mfUk, {
  gender: 'female',
  height: 170,
  weight: 65,
  known_g6pd_deficiency: 'no',
  pregnant: 'no',
  breastfeeding: 'no',
});
const flags = (changes: Answers) => screeningFlags(mfUk, { ...healthy, ...changes });

describe('screening flags', () => {
  it('raises nothing for a healthy client', () => {
    expect(flags({})).toEqual([]);
  });

  it('flags G6PD deficiency from history, the direct question or the family', () => {
    expect(flags({ medical_history: ['g6pd_deficiency'], known_g6pd_deficiency: 'yes' })).toEqual([
      { id: 'g6pd_deficiency', questions: ['medical_history', 'known_g6pd_deficiency'] },
    ]);
    expect(flags({ familial_diseases: ['g6pd_deficiency'] })).toEqual([
      { id: 'g6pd_deficiency', questions: ['familial_diseases'] },
    ]);
  });

  it('flags pregnancy (also possible), breastfeeding and the heart', () => {
    expect(flags({ pregnant: 'not_sure', breastfeeding: 'yes' }).map((f) => f.id)).toEqual([
      'pregnancy',
      'breastfeeding',
    ]);
    expect(flags({ medical_history: ['heart_attack', 'kidney_disease', 'hepatitis'] })).toEqual([
      { id: 'heart_condition', questions: ['medical_history'] },
      { id: 'kidney_disease', questions: ['medical_history'] },
      { id: 'liver_disease', questions: ['medical_history'] },
    ]);
  });

  it('flags heavy drinking from six units a day (42 a week)', () => {
    const drinks = (units: number) =>
      flags({ alcohol: { answer: 'yes' }, alcohol_units_per_week: units });
    expect(drinks(41)).toEqual([]);
    expect(drinks(42)).toEqual([{ id: 'heavy_drinking', questions: ['alcohol_units_per_week'] }]);
  });

  it('flags blood pressure medication', () => {
    const answers = {
      medications: { answer: 'yes', detail: 'Ramipril 5 mg' },
      medication_types: ['blood_pressure'],
    };
    expect(flags(answers)).toEqual([{ id: 'blood_pressure', questions: ['medication_types'] }]);
  });

  it('flags an extreme BMI from the computed value', () => {
    expect(flags({ weight: 130 })).toEqual([{ id: 'bmi_extreme', questions: ['bmi'] }]);
  });

  it('ignores answers to hidden questions', () => {
    expect(flags({ gender: 'male', pregnant: 'yes' })).toEqual([]);
    expect(flags({ alcohol: { answer: 'no' }, alcohol_units_per_week: 90 })).toEqual([]);
  });
});
