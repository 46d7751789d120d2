import { describe, expect, it } from 'vitest';
import type { Answers } from './model';
import { diffRecords } from './record-diff';
import { getTemplate } from './registry';
import { validAnswers } from './test-support';

const template = getTemplate('mfUk')!;
const previous = validAnswers(template, { known_g6pd_deficiency: 'no' });

describe('what changed between two records', () => {
  it('finds nothing between a record and itself', () => {
    const diff = diffRecords(template, previous, { ...previous });
    expect(diff.changes).toEqual([]);
    expect(diff.cleared).toEqual([]);
    expect(diff.flags.every((f) => !f.new)).toBe(true);
  });

  it('lists added, removed and changed answers in template order', () => {
    const next: Answers = { ...previous, occupation: 'Pilot', known_g6pd_deficiency: 'yes' };
    delete next.address_line_2;
    const diff = diffRecords(template, { ...previous, address_line_2: 'Flat 2' }, next);
    expect(diff.changes.map((c) => [c.question.id, c.kind])).toEqual([
      ['occupation', 'changed'],
      ['address_line_2', 'removed'],
      ['known_g6pd_deficiency', 'changed'],
    ]);
    expect(diff.changes[0]).toMatchObject({ before: 'Sample answer', after: 'Pilot' });
    const added = diffRecords(template, next, { ...next, address_line_2: 'Flat 3' });
    expect(added.changes).toMatchObject([{ kind: 'added', after: 'Flat 3', before: undefined }]);
  });

  it('computes the flags again on the new answers and marks the new ones', () => {
    const next = { ...previous, known_g6pd_deficiency: 'yes' };
    const diff = diffRecords(template, previous, next);
    expect(diff.flags.find((f) => f.id === 'g6pd_deficiency')).toMatchObject({ new: true });
    expect(diff.flags.find((f) => f.id === 'bmi_extreme')).toMatchObject({ new: false });
    expect(diffRecords(template, next, previous).cleared).toEqual(['g6pd_deficiency']);
  });

  it('compares objects by content, not key order, and ignores signatures and their dates', () => {
    const reordered: Answers = { ...previous, allergies: { ...(previous.allergies as object) } };
    reordered.signature_1 = 'another drawing';
    reordered.signature_1_date = '2031-02-03';
    expect(diffRecords(template, previous, reordered).changes).toEqual([]);
  });
});
