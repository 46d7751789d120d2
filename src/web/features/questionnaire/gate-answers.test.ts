import { describe, expect, it } from 'vitest';
import type { Template } from './engine';
import { withGateAnswersOf } from './gate-answers';

const template = {
  id: 't',
  version: '1',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    { id: 'terms', gate: true, questions: [{ id: 'agree_terms', type: 'agreement' }] },
    { id: 'personal', questions: [{ id: 'first_name', type: 'text' }] },
  ],
} as unknown as Template;

describe('withGateAnswersOf', () => {
  it('takes the gate answers from the current ones and leaves the others as they were', () => {
    const opening = { first_name: 'Vera' };
    const current = { agree_terms: true, first_name: 'Veronica' };
    expect(withGateAnswersOf(template, opening, current)).toEqual({
      agree_terms: true,
      first_name: 'Vera',
    });
  });

  it('drops a gate answer the current answers no longer hold', () => {
    expect(withGateAnswersOf(template, { agree_terms: true, first_name: 'V' }, {})).toEqual({
      first_name: 'V',
    });
  });
});
