import { describe, expect, it } from 'vitest';
import type { ProductLinesQuestion } from '../../../shared/forms/model';
import {
  canAddLine,
  choicesFor,
  lineErrors,
  linesOf,
  toAnswer,
  withBatch,
  withDose,
  withoutLine,
  withProduct,
} from './product-lines';

const q: ProductLinesQuestion = {
  id: 'product_lines',
  type: 'product_lines',
  required: true,
  maxLines: 2,
  products: {
    id: 'shop',
    items: [
      { id: 'vit_c', unit: 'mg', route: 'iv_infusion', defaultDose: 5000, maxDose: 25000 },
      { id: 'b12', unit: 'mcg', route: 'im_injection', defaultDose: 1000, maxDose: 5000 },
      { id: 'zinc', unit: 'mg', route: 'iv_infusion', defaultDose: 5, maxDose: 10 },
    ],
  },
};

describe('product lines state', () => {
  it('starts with one blank line and stores nothing while every line is blank', () => {
    expect(linesOf(undefined)).toEqual([{}]);
    expect(linesOf([])).toEqual([{}]);
    expect(toAnswer([{}, {}])).toBeUndefined();
    expect(linesOf([{ product: 'b12', dose: null }, null])).toEqual([{ product: 'b12' }, {}]);
  });

  it('starts a picked product at its usual dose, keeping a dose already typed', () => {
    expect(withProduct(q, [{}], 0, 'b12')).toEqual([{ product: 'b12', dose: 1000 }]);
    expect(withProduct(q, [{ dose: 500 }], 0, 'b12')).toEqual([{ product: 'b12', dose: 500 }]);
    expect(withProduct(q, [{ product: 'b12', dose: 500 }], 0, undefined)).toEqual([{ dose: 500 }]);
  });

  it('changes, removes and adds lines', () => {
    const lines = [
      { product: 'b12', dose: 1000 },
      { product: 'vit_c', dose: 5000 },
    ];
    expect(withDose(lines, 1, 7500)[1]).toEqual({ product: 'vit_c', dose: 7500 });
    expect(withDose(lines, 1, undefined)[1]).toEqual({ product: 'vit_c' });
    expect(withoutLine(lines, 0)).toEqual([{ product: 'vit_c', dose: 5000 }]);
    expect(withoutLine([lines[0]!], 0)).toEqual([{}]);
    expect(canAddLine(q, [{}])).toBe(true);
    expect(canAddLine(q, lines)).toBe(false);
  });

  it('offers each line only the products no other line holds', () => {
    const lines = [{ product: 'b12' }, { product: 'zinc' }];
    expect(choicesFor(q, lines, 1).map((p) => p.id)).toEqual(['vit_c', 'zinc']);
  });

  it('names each line’s errors from the engine’s schema', () => {
    expect(lineErrors(q, [{ product: 'b12', dose: 1000 }])).toEqual({ lines: {} });
    expect(lineErrors(q, [{ product: 'b12', dose: 9000 }, { dose: 1 }])).toEqual({
      lines: {
        0: { dose: 'validation.doseOutOfRange' },
        1: { product: 'validation.required' },
      },
    });
    const three = [
      { product: 'b12', dose: 1 },
      { product: 'vit_c', dose: 1 },
      { product: 'zinc', dose: 1 },
    ];
    expect(lineErrors(q, three).group).toBe('validation.tooManyLines');
    expect(lineErrors(q, undefined)).toEqual({ lines: {} });
  });

  it('keeps each line’s batch number through product and dose changes', () => {
    const lines = withBatch([{ product: 'b12', dose: 1000 }], 0, 'LOT-7');
    expect(lines).toEqual([{ product: 'b12', dose: 1000, batch: 'LOT-7' }]);
    expect(withDose(lines, 0, 500)).toEqual([{ product: 'b12', dose: 500, batch: 'LOT-7' }]);
    expect(withProduct(q, lines, 0, 'zinc')).toEqual([
      { product: 'zinc', dose: 1000, batch: 'LOT-7' },
    ]);
    expect(withBatch(lines, 0, '')).toEqual([{ product: 'b12', dose: 1000 }]);
    expect(linesOf([{ product: 'b12', dose: 1, batch: 'LOT-7' }])).toEqual(
      lines.map((l) => ({ ...l, dose: 1 })),
    );
    expect(toAnswer([{ batch: 'LOT-7' }])).toEqual([{ batch: 'LOT-7' }]);
  });

  it('names a line’s missing or malformed batch when the question asks one per line', () => {
    const batched = { ...q, lineBatch: '^[A-Za-z0-9][A-Za-z0-9\\-/.]{2,29}$' };
    expect(lineErrors(batched, [{ product: 'b12', dose: 1, batch: 'LOT-7' }])).toEqual({
      lines: {},
    });
    expect(
      lineErrors(batched, [
        { product: 'b12', dose: 1 },
        { product: 'zinc', dose: 1, batch: '?' },
      ]),
    ).toEqual({
      lines: { 0: { batch: 'validation.required' }, 1: { batch: 'validation.invalidFormat' } },
    });
  });
});
