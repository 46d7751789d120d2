import { describe, expect, it } from 'vitest';
import { gateOpen, progress } from './progress';
import { getTemplate, templateIds } from './registry';
import { validAnswers } from './test-support';

const gated = templateIds.filter((id) => getTemplate(id)!.sections.some((s) => s.gate));

describe('terms gate', () => {
  it.each(gated)('%s opens only after the terms are agreed', (id) => {
    const template = getTemplate(id)!;
    expect(gateOpen(template, {})).toBe(false);
    expect(gateOpen(template, { agree_terms: false })).toBe(false);
    expect(gateOpen(template, { agree_terms: true })).toBe(true);
  });

  it('leaves staff templates (no gate) open', () => {
    expect(gated.length).toBeLessThan(templateIds.length);
    expect(gateOpen(getTemplate('medicalUk')!, {})).toBe(true);
  });
});

describe('progress', () => {
  const mfUk = getTemplate('mfUk')!;

  it('counts visible required questions answered validly', () => {
    const start = progress(mfUk, {});
    expect(start.done).toBe(0);
    expect(start.total).toBeGreaterThan(30);
    const done = progress(mfUk, validAnswers(mfUk));
    expect(done.ratio).toBe(1);
  });

  it('does not count an invalid answer, and grows with revealed questions', () => {
    const some = progress(mfUk, { agree_terms: true, first_name: 'R2-D2' });
    expect(some.done).toBe(1);
    const smoker = progress(mfUk, { smoking: 'current' });
    expect(smoker.total).toBe(progress(mfUk, { smoking: 'never' }).total + 1);
  });
});
