import { describe, expect, it } from 'vitest';
import type { MultiChoiceQuestion } from '../../../shared/forms/model';
import { toggleMulti } from './multi-choice';

const q: MultiChoiceQuestion = {
  id: 'conditions',
  type: 'multi_choice',
  required: true,
  options: {
    id: 'conditions',
    values: ['asthma', 'diabetes', 'epilepsy', 'none'],
    exclusive: 'none',
  },
};

describe('toggleMulti', () => {
  it('adds a ticked option and keeps the template order', () => {
    expect(toggleMulti(q, ['epilepsy'], 'asthma', true)).toEqual(['asthma', 'epilepsy']);
  });

  it('removes an unticked option; none left is no answer', () => {
    expect(toggleMulti(q, ['asthma', 'diabetes'], 'asthma', false)).toEqual(['diabetes']);
    expect(toggleMulti(q, ['asthma'], 'asthma', false)).toBeUndefined();
  });

  it('lets the exclusive option stand alone', () => {
    expect(toggleMulti(q, ['asthma', 'diabetes'], 'none', true)).toEqual(['none']);
    expect(toggleMulti(q, ['none'], 'diabetes', true)).toEqual(['diabetes']);
  });

  it('treats anything but a list as nothing ticked, and ticks an option once', () => {
    expect(toggleMulti(q, 'asthma', 'diabetes', true)).toEqual(['diabetes']);
    expect(toggleMulti(q, ['asthma'], 'asthma', true)).toEqual(['asthma']);
  });

  it('drops values the template no longer offers', () => {
    expect(toggleMulti(q, ['gout', 'asthma'], 'diabetes', true)).toEqual(['asthma', 'diabetes']);
  });

  it('works without an exclusive option', () => {
    const plain: MultiChoiceQuestion = { ...q, options: { id: 'x', values: ['a', 'b'] } };
    expect(toggleMulti(plain, ['a'], 'b', true)).toEqual(['a', 'b']);
  });
});
