import { describe, expect, it } from 'vitest';
import { visitStage, waitsFor, type VisitFacts } from './visit-stage';

const base: VisitFacts = {
  state: 'mf_rf_completed',
  verified: false,
  clearance: null,
  treatmentStarted: false,
};

describe('visitStage', () => {
  it('follows the client through forms, the desk, the practitioner and the nurse', () => {
    expect(visitStage({ ...base, state: 'not_started' })).toBe('not_started');
    expect(visitStage({ ...base, state: 'filling', verified: true })).toBe('filling');
    expect(visitStage(base)).toBe('mf_rf_completed');
    expect(visitStage({ ...base, verified: true })).toBe('verified');
    expect(visitStage({ ...base, verified: true, clearance: 'cleared' })).toBe('cleared');
    expect(
      visitStage({ ...base, verified: true, clearance: 'cleared', treatmentStarted: true }),
    ).toBe('treated');
    expect(visitStage({ ...base, verified: true, clearance: 'not_cleared' })).toBe('not_cleared');
  });

  it('keeps the final states whatever staff recorded', () => {
    for (const state of ['completed', 'missed', 'cancelled'] as const)
      expect(visitStage({ ...base, state, verified: true, clearance: 'cleared' })).toBe(state);
  });

  it('names who the visit waits for', () => {
    expect(waitsFor('filling')).toBe('client');
    expect(waitsFor('mf_rf_completed')).toBe('desk');
    expect(waitsFor('verified')).toBe('practitioner');
    expect(waitsFor('cleared')).toBe('nurse');
    expect(waitsFor('completed')).toBe('nobody');
  });
});
