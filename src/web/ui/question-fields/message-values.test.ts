import { describe, expect, it } from 'vitest';
import type { Question } from '../../../shared/forms/model';
import { messageValues, productValues } from './message-values';

const translate = (key: string) => `«${key}»`;
const systolic: Question = {
  id: 'bp_systolic_before',
  type: 'number',
  min: 60,
  max: 260,
  unit: 'mmHg',
  integer: true,
};
const lines: Question = {
  id: 'product_lines',
  type: 'product_lines',
  maxLines: 10,
  products: {
    id: 'shop',
    items: [{ id: 'b12', unit: 'mcg', route: 'im_injection', defaultDose: 1000, maxDose: 5000 }],
  },
};

describe('message values', () => {
  it('gives a number’s range with its unit', () => {
    expect(messageValues(systolic, 'bp_systolic_before', 1200, translate)).toEqual({
      min: 60,
      max: '260 «units.mmHg»',
    });
    expect(messageValues({ ...systolic, unit: undefined }, 'x', 1, translate)).toEqual({
      min: 60,
      max: '260',
    });
  });

  it('gives a product line’s largest dose, unit and route, and the most lines', () => {
    const answer = [{ product: 'b12', dose: 9000 }];
    expect(messageValues(lines, 'product_lines.0.dose', answer, translate)).toEqual({
      max: 5000,
      unit: '«units.mcg»',
      route: '«routes.im_injection»',
    });
    expect(messageValues(lines, 'product_lines', answer, translate)).toEqual({ max: 10 });
    expect(productValues(lines as never, 'unknown', translate)).toEqual({});
  });

  it('gives nothing for other questions', () => {
    expect(messageValues(undefined, 'x', 1, translate)).toEqual({});
    expect(messageValues({ id: 't', type: 'time' }, 't', '25:00', translate)).toEqual({});
  });
});
