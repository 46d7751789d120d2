import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATES } from './appointment';
import { allowedActions } from './appointment-actions';
import type { DueForm } from './form-due';

const base = { registered: true, contactVerified: true } as const;

describe('allowed appointment actions', () => {
  it('picks the form from the consent standing before the visit', () => {
    const act = (due: DueForm, registered = true) =>
      allowedActions({ ...base, state: 'not_started', due, registered });
    expect(act('mf')).toEqual(['fill_medical_consent_form']);
    expect(act('mf', false)).toEqual(['register_and_process']);
    expect(act('rf')).toEqual(['re_consent_form']);
    expect(act('confirm')).toEqual(['change_in_medical_history']);
  });

  it('offers to continue a form in progress and to verify an unverified contact', () => {
    expect(
      allowedActions({
        state: 'filling',
        due: 'rf',
        registered: true,
        contactVerified: false,
      }),
    ).toEqual(['re_consent_form', 'go_to_mf_rf', 'verify_client']);
  });

  it('after the forms: a change in history, verify and open them; final states: nothing', () => {
    expect(allowedActions({ ...base, state: 'mf_rf_completed', due: 'confirm' })).toEqual([
      'change_in_medical_history',
      'go_to_mf_rf',
      'verify_client',
    ]);
    for (const state of ['completed', 'missed', 'cancelled'] as const) {
      expect(allowedActions({ ...base, state, due: 'mf' })).toEqual([]);
    }
  });

  it('never returns an action twice, for any input', () => {
    for (const state of APPOINTMENT_STATES) {
      for (const due of ['mf', 'rf', 'confirm'] as const) {
        for (const registered of [true, false]) {
          for (const contactVerified of [true, false]) {
            const list = allowedActions({ state, due, registered, contactVerified });
            expect(new Set(list).size).toBe(list.length);
          }
        }
      }
    }
  });
});
