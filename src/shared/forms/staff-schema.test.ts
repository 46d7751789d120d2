import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answer-schema';
import type { Answers } from './model';
import { STAFF_FIXTURE } from './test-staff-template';

const TODAY = { today: '2025-06-01' };
const valid: Answers = {
  decision: 'cleared',
  systolic: 120,
  diastolic: 80,
  setup_time: '09:05',
  lines: [
    { product: 'vit_c', dose: 2500 },
    { product: 'b12', dose: 1000 },
  ],
};

function errorsWith(changes: Answers) {
  const result = validateAnswers(STAFF_FIXTURE, { ...valid, ...changes }, TODAY);
  return result.ok ? [] : result.errors;
}

describe('number ranges and cross-field rules', () => {
  it('names the range in the message and the field in the path', () => {
    expect(errorsWith({ systolic: 1200 })).toEqual([
      { path: 'systolic', message: 'validation.outOfRangeBetween' },
    ]);
    expect(errorsWith({ systolic: 59 })).toEqual([
      { path: 'systolic', message: 'validation.outOfRangeBetween' },
    ]);
    expect(errorsWith({ systolic: 60, diastolic: 30 })).toEqual([]);
  });

  it('refuses a diastolic that is not below the systolic, on the diastolic', () => {
    expect(errorsWith({ diastolic: 120 })).toEqual([
      { path: 'diastolic', message: 'validation.diastolicNotBelowSystolic' },
    ]);
    expect(errorsWith({ systolic: 110, diastolic: 150 })).toEqual([
      { path: 'diastolic', message: 'validation.diastolicNotBelowSystolic' },
    ]);
    expect(errorsWith({ diastolic: 119 })).toEqual([]);
  });

  it('compares nothing when the other reading is missing or itself invalid', () => {
    expect(errorsWith({ systolic: undefined, diastolic: 150 })).toEqual([]);
    expect(errorsWith({ systolic: 1200, diastolic: 150 })).toEqual([
      { path: 'systolic', message: 'validation.outOfRangeBetween' },
    ]);
  });
});

describe('time', () => {
  it('accepts 24-hour HH:MM only', () => {
    for (const time of ['00:00', '23:59', '12:30'])
      expect(errorsWith({ setup_time: time })).toEqual([]);
    for (const time of ['24:00', '9:30', '09:60', '09:30:00', '9.30 am', ' 09:30']) {
      expect(errorsWith({ setup_time: time }), time).toEqual([
        { path: 'setup_time', message: 'validation.invalidFormat' },
      ]);
    }
    expect(errorsWith({ setup_time: '' })).toEqual([
      { path: 'setup_time', message: 'validation.required' },
    ]);
  });
});

describe('product lines', () => {
  const line = (product: unknown, dose: unknown) => ({ product, dose });

  it('needs at least one line and at most maxLines', () => {
    expect(errorsWith({ lines: [] })).toEqual([{ path: 'lines', message: 'validation.required' }]);
    const four = [line('vit_c', 1), line('b12', 1), line('vit_c', 2), line('b12', 2)];
    expect(errorsWith({ lines: four })).toContainEqual({
      path: 'lines',
      message: 'validation.tooManyLines',
    });
  });

  it('names the line and the field of each error', () => {
    expect(errorsWith({ lines: [line('vit_c', 100), line('aspirin', 1)] })).toEqual([
      { path: 'lines.1.product', message: 'validation.invalidFormat' },
    ]);
    expect(errorsWith({ lines: [line('vit_c', 100), line('vit_c', 200)] })).toEqual([
      { path: 'lines.1.product', message: 'validation.duplicateProduct' },
    ]);
    expect(errorsWith({ lines: [line(undefined, NaN)] })).toEqual([
      { path: 'lines.0.product', message: 'validation.required' },
      { path: 'lines.0.dose', message: 'validation.required' },
    ]);
    expect(errorsWith({ lines: [line('b12', '1000')] })).toEqual([
      { path: 'lines.0.dose', message: 'validation.invalidFormat' },
    ]);
    expect(errorsWith({ lines: ['vit_c'] })).toEqual([
      { path: 'lines.0', message: 'validation.invalidFormat' },
    ]);
  });

  it('keeps each dose above 0 and at most the product’s maximum', () => {
    for (const dose of [0, -0, -5, 5001]) {
      expect(errorsWith({ lines: [line('b12', dose)] }), String(dose)).toEqual([
        { path: 'lines.0.dose', message: 'validation.doseOutOfRange' },
      ]);
    }
    expect(errorsWith({ lines: [line('b12', 5000)] })).toEqual([]);
    expect(errorsWith({ lines: [line('b12', 0.5)] })).toEqual([]);
  });

  it('stores lines as {product, dose} only', () => {
    const result = validateAnswers(
      STAFF_FIXTURE,
      { ...valid, lines: [{ product: 'b12', dose: 1000, note: 'x' }] },
      TODAY,
    );
    expect(result.ok && result.answers.lines).toEqual([{ product: 'b12', dose: 1000 }]);
  });
});
