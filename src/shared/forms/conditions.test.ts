import { describe, expect, it } from 'vitest';
import { evaluate, matchedQuestions } from './conditions';
import { getTemplate } from './registry';
import { PNG, validAnswers } from './test-support';
import { visibleQuestions } from './visibility';

const mfUk = getTemplate('mfUk')!;
const ids = (answers: Record<string, unknown>) => visibleQuestions(mfUk, answers).map((q) => q.id);

describe('conditions', () => {
  it('compares single choices, yes/no answers, lists and numbers', () => {
    const values = { smoking: 'current', alcohol: { answer: 'yes' }, goals: ['recovery'], n: 42 };
    expect(evaluate({ q: 'smoking', eq: 'current' }, values)).toBe(true);
    expect(evaluate({ q: 'alcohol', eq: 'yes' }, values)).toBe(true);
    expect(evaluate({ q: 'goals', has: 'recovery' }, values)).toBe(true);
    expect(evaluate({ q: 'goals', hasAny: ['anti_aging'] }, values)).toBe(false);
    expect(evaluate({ q: 'n', gte: 42 }, values)).toBe(true);
    expect(evaluate({ q: 'n', lt: 42 }, values)).toBe(false);
    expect(
      evaluate(
        {
          all: [
            { q: 'n', gte: 1 },
            { q: 'smoking', in: ['never'] },
          ],
        },
        values,
      ),
    ).toBe(false);
    expect(
      evaluate(
        {
          any: [
            { q: 'n', gte: 1 },
            { q: 'smoking', in: ['never'] },
          ],
        },
        values,
      ),
    ).toBe(true);
  });

  it('never matches an unanswered question, so `not` does', () => {
    expect(evaluate({ q: 'gender', eq: 'male' }, {})).toBe(false);
    expect(evaluate({ not: { q: 'gender', in: ['male'] } }, {})).toBe(true);
    expect(evaluate({ q: 'n', gte: 0 }, { n: 'ten' })).toBe(false);
  });

  it('names only the branches that matched', () => {
    const condition = {
      any: [
        { q: 'a', eq: 'yes' },
        { q: 'b', eq: 'yes' },
      ],
    };
    expect(matchedQuestions(condition, { a: { answer: 'no' }, b: { answer: 'yes' } })).toEqual([
      'b',
    ]);
    expect(matchedQuestions({ not: { q: 'a', eq: 'yes' } }, {})).toEqual([]);
  });
});

describe('visibility', () => {
  it('shows a follow-up only while its condition holds', () => {
    expect(ids({ alcohol: { answer: 'no' } })).not.toContain('alcohol_units_per_week');
    expect(ids({ alcohol: { answer: 'yes' } })).toContain('alcohol_units_per_week');
    expect(ids({ smoking: 'current' })).toContain('cigarettes_per_day');
    expect(ids({ diet: 'other' })).toContain('diet_other');
    expect(ids({ medications: { answer: 'yes' } })).toContain('medication_types');
    expect(ids({ medications: { answer: 'yes' }, medication_types: ['other'] })).toContain(
      'medication_types_other',
    );
  });

  it('asks women’s and men’s health questions by gender, both when unsure', () => {
    expect(ids({ gender: 'male' })).not.toContain('pregnant');
    expect(ids({ gender: 'male' })).toContain('prostate');
    expect(ids({ gender: 'female' })).not.toContain('prostate');
    expect(ids({ gender: 'trans_female_to_male' })).toContain('pregnant');
    for (const gender of [undefined, 'intersex', 'prefer_not_to_say']) {
      expect(ids({ gender })).toEqual(expect.arrayContaining(['pregnant', 'prostate']));
    }
  });

  it('hides what depends on a hidden question (no stale follow-ups)', () => {
    // medication_types_other depends on medication_types, which hides when medications is no.
    const answers = { medications: { answer: 'no' }, medication_types: ['other'] };
    expect(ids(answers)).not.toContain('medication_types_other');
  });

  it('a valid full set covers every signature', () => {
    const answers = validAnswers(mfUk);
    expect([answers.signature_1, answers.signature_2, answers.signature_3]).toEqual([
      PNG,
      PNG,
      PNG,
    ]);
  });
});
