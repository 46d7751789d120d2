import fc from 'fast-check';
import { isAnswerable } from './answer-values';
import type { Answers, Question, Template } from './model';
import { PATTERN_SAMPLES, PNG } from './test-support';

/**
 * fast-check generators of answer sets for any template (tests only). Values are what a browser
 * can hold: JSON values plus what form inputs produce before sending (undefined, NaN, ±Infinity,
 * -0). Each question gets a valid value most of the time and otherwise a near miss or junk, so
 * runs cover complete valid sets, conditional follow-ups and every error path.
 */

const TODAY = '2025-06-01';
const iso = (d: Date) => d.toISOString().slice(0, 10);
const dates = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date(`${TODAY}T00:00:00Z`),
    noInvalidDate: true,
  })
  .map(iso);
const words = fc.string({
  unit: fc.constantFrom(...'abcdefghij klm'),
  minLength: 1,
  maxLength: 30,
});

/** Valid answers by type (pattern questions use the known samples). */
function validValue(q: Question): fc.Arbitrary<unknown> {
  switch (q.type) {
    case 'text':
    case 'long_text':
      return q.pattern === undefined ? words : fc.constant(PATTERN_SAMPLES[q.pattern]);
    case 'number':
      return q.integer
        ? fc.integer({ min: q.min, max: q.max })
        : fc.double({ min: q.min, max: q.max, noNaN: true });
    case 'date':
      return dates;
    case 'time':
      return fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    case 'product_lines':
      return fc
        .uniqueArray(fc.constantFrom(...q.products.items), {
          minLength: 1,
          maxLength: q.maxLines,
          selector: (p) => p.id,
        })
        .chain((items) =>
          fc.tuple(
            ...items.map((p) =>
              fc
                .double({ min: 0, max: p.maxDose, noNaN: true, minExcluded: true })
                .map((dose) =>
                  q.lineBatch === undefined
                    ? { product: p.id, dose }
                    : { product: p.id, dose, batch: 'LOT-2025/0417' },
                ),
            ),
          ),
        );
    case 'single_choice':
      return fc.constantFrom(...q.options.values);
    case 'multi_choice': {
      const { values, exclusive } = q.options;
      const others = values.filter((v) => v !== exclusive);
      const some = fc.subarray(others, { minLength: 1 });
      return exclusive === undefined ? some : fc.oneof(some, fc.constant([exclusive]));
    }
    case 'yes_no':
      return fc.oneof(
        fc.constant({ answer: 'no' }),
        fc.record({ answer: fc.constant('yes'), detail: words }),
      );
    case 'agreement':
      return fc.constant(true);
    case 'signature':
      return fc.constant(PNG);
    default:
      return fc.constant(undefined);
  }
}

/** Near misses by type: wrong format, out of range, yes without detail, exclusive mixed. */
function nearMiss(q: Question): fc.Arbitrary<unknown> {
  switch (q.type) {
    case 'number':
      return fc.oneof(
        fc.constant(q.max + 1),
        fc.constant(q.min - 0.5),
        fc.constant(String(q.min)),
        fc.constantFrom(NaN, Infinity, -0),
      );
    case 'date':
      return fc.constantFrom(
        '2025-06-02',
        '2025-06-03',
        '2099-01-01',
        '1899-12-31',
        '1990-02-30',
        '17/05/1990',
      );
    case 'time':
      return fc.constantFrom('24:00', '9:30', '09:60', '09:30:00', ' 09:30');
    case 'product_lines': {
      const [first] = q.products.items;
      const id = first?.id ?? 'x';
      const max = first?.maxDose ?? 1;
      return fc.constantFrom(
        [{ product: id, dose: max + 1 }],
        [{ product: id, dose: 0 }],
        [{ product: id, dose: -0 }],
        [{ product: id, dose: NaN }],
        [{ product: id }],
        [{ dose: 1 }],
        [{ product: 'nonsense', dose: 1 }],
        [{ product: id, dose: '1' }],
        [{ product: id, dose: 1, batch: 'x' }],
        [{ product: id, dose: 1, batch: 7 }],
        [
          { product: id, dose: 1 },
          { product: id, dose: 2 },
        ],
        Array.from({ length: q.maxLines + 1 }, () => ({ product: id, dose: 1 })),
        [null],
        [undefined],
      );
    }
    case 'multi_choice':
      return fc.constantFrom(
        [...q.options.values],
        [q.options.values[0], q.options.values[0]],
        ['nonsense'],
      );
    case 'yes_no':
      return fc.constantFrom(
        { answer: 'yes' },
        { answer: 'yes', detail: '  ' },
        { answer: 'maybe' },
        { detail: 'x' },
      );
    case 'agreement':
      return fc.constantFrom(false, 'true', 1);
    case 'signature':
      return fc.constantFrom('', 'data:image/jpeg;base64,AAAA', 'x'.repeat(40));
    default:
      return fc.constantFrom('', '   ', 'R2-D2', 'x'.repeat(2001), 'other');
  }
}

const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(undefined, NaN, Infinity, -Infinity, -0, null),
);

/**
 * Valid values drawn one by one can still break a rule between two questions (an end time
 * before its start, a diastolic pressure not below the systolic). Repairs that: swaps the two
 * times, or takes the lowest allowed value for the lower number.
 */
function keepCrossFieldRules(template: Template, answers: Answers): Answers {
  const out: Record<string, unknown> = { ...answers };
  for (const section of template.sections) {
    for (const q of section.questions) {
      if (q.type === 'time' && q.notBefore) {
        const start = out[q.notBefore.q];
        const end = out[q.id];
        if (typeof start === 'string' && typeof end === 'string' && end < start) {
          out[q.id] = start;
          out[q.notBefore.q] = end;
        }
      }
      if (q.type === 'number' && q.lessThan) {
        const upper = out[q.lessThan.q];
        const value = out[q.id];
        if (typeof upper === 'number' && typeof value === 'number' && value >= upper) {
          out[q.id] = q.min;
        }
      }
    }
  }
  return out as Answers;
}

export function answersArbitrary(template: Template): fc.Arbitrary<Answers> {
  const valid: Record<string, fc.Arbitrary<unknown>> = {};
  const mixed: Record<string, fc.Arbitrary<unknown>> = {};
  for (const section of template.sections) {
    for (const q of section.questions) {
      if (!isAnswerable(q)) continue;
      valid[q.id] = validValue(q);
      mixed[q.id] = fc.oneof(
        { arbitrary: validValue(q), weight: 16 },
        { arbitrary: nearMiss(q), weight: 1 },
        { arbitrary: junk, weight: 1 },
      );
    }
  }
  // Complete valid sets (which follow-ups show varies), sets with a few bad answers, sparse
  // drafts; plus unknown keys the schema must drop. Only the complete valid sets are made to
  // keep the cross-field rules, so the others still reach those errors.
  const sets = fc.oneof(
    {
      arbitrary: fc.record(valid).map((answers) => keepCrossFieldRules(template, answers)),
      weight: 1,
    },
    { arbitrary: fc.record(mixed), weight: 2 },
    { arbitrary: fc.record(mixed, { requiredKeys: [] }), weight: 1 },
  );
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 });
  return fc.tuple(sets, extra).map(([answers, more]) => ({ ...more, ...answers }));
}

export const ARBITRARY_TODAY = TODAY;
