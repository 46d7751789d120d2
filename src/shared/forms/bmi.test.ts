import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answer-schema';
import { computeBmi } from './bmi';
import { getTemplate } from './registry';
import { validAnswers } from './test-support';
import { computedValues } from './visibility';

describe('computeBmi', () => {
  it('computes kg/m² to one decimal', () => {
    expect(computeBmi(180, 'cm', 81, 'kg')).toBe(25);
    expect(computeBmi(165, 'cm', 70, 'kg')).toBe(25.7);
  });

  it('converts inches and pounds (the US form)', () => {
    expect(computeBmi(70, 'in', 154, 'lb')).toBe(22.1);
  });

  it('gives nothing for missing or impossible inputs', () => {
    expect(computeBmi(undefined, 'cm', 70, 'kg')).toBeUndefined();
    expect(computeBmi(0, 'cm', 70, 'kg')).toBeUndefined();
    expect(computeBmi(170, 'cm', Number.NaN, 'kg')).toBeUndefined();
    expect(computeBmi('170', 'cm', 70, 'kg')).toBeUndefined();
  });

  it('is a computed value of the templates, never a stored answer', () => {
    const uk = getTemplate('mfUk')!;
    expect(computedValues(uk, { height: 180, weight: 81 })).toEqual({ bmi: 25 });
    const us = getTemplate('mfUs')!;
    expect(computedValues(us, { height: 70, weight: 154 })).toEqual({ bmi: 22.1 });
  });

  it('is shown only for a height and a weight inside their ranges (a slip gives no figure)', () => {
    const uk = getTemplate('mfUk')!;
    expect(computedValues(uk, { height: 1650, weight: 62 })).toEqual({});
    expect(computedValues(uk, { height: 165, weight: 6200 })).toEqual({});
  });
});

it('the answer schema drops a BMI sent by the browser', () => {
  const uk = getTemplate('mfUk')!;
  const result = validateAnswers(uk, { ...validAnswers(uk), bmi: 99 });
  expect(result.ok && result.answers.bmi).toBe(undefined);
});
