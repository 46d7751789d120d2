import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_EVENTS,
  APPOINTMENT_STATES,
  isFillable,
  isFinal,
  nextState,
  type AppointmentEvent,
  type AppointmentState,
} from './appointment';

const LEGAL: [AppointmentState, AppointmentEvent, AppointmentState][] = [
  ['not_started', 'start_filling', 'filling'],
  ['not_started', 'mark_missed', 'missed'],
  ['not_started', 'cancel', 'cancelled'],
  ['filling', 'complete_forms', 'mf_rf_completed'],
  ['filling', 'mark_missed', 'missed'],
  ['filling', 'cancel', 'cancelled'],
  ['mf_rf_completed', 'complete_appointment', 'completed'],
  ['mf_rf_completed', 'mark_missed', 'missed'],
];

describe('appointment state machine', () => {
  it.each(LEGAL)('%s --%s--> %s', (from, event, to) => {
    expect(nextState(from, event)).toBe(to);
  });

  it('rejects every other move', () => {
    const legal = new Set(LEGAL.map(([from, event]) => `${from}:${event}`));
    for (const state of APPOINTMENT_STATES) {
      for (const event of APPOINTMENT_EVENTS) {
        if (legal.has(`${state}:${event}`)) continue;
        expect(nextState(state, event), `${state}:${event}`).toBeUndefined();
      }
    }
  });

  it('knows which states are final and which are fillable', () => {
    expect(APPOINTMENT_STATES.filter(isFinal)).toEqual(['completed', 'missed', 'cancelled']);
    expect(APPOINTMENT_STATES.filter(isFillable)).toEqual(['not_started', 'filling']);
  });
});
