import { describe, expect, it } from 'vitest';
import type { AppointmentState } from '../../../shared/appointment';
import { APPOINTMENT_ACTIONS, type AppointmentAction } from '../../../shared/appointment-actions';
import { medicalFormPath } from '../../ui/medical-form-path';
import { actionKey, actionPath, formsSigned, rowActions, STARTS_FILLING } from './action-paths';

const at = (state: AppointmentState, store_code = 'london') => ({
  id: 'a-1',
  number: 'AP-7KQ2M9XR',
  store_code,
  state,
});
const CLIENT = '0b6c3f0e-8f1e-4f7a-9d3c-2a1b4c5d6e7f';

describe('operation buttons', () => {
  it('open the newest medical form of the appointment store', () => {
    expect(medicalFormPath('london')).toBe('/mf/london/20240926');
    expect(medicalFormPath('dripdash')).toBe('/mf/dripdash/20250528');
    expect(medicalFormPath('nope')).toBeNull();
    expect(actionPath('fill_medical_consent_form', at('not_started'), CLIENT)).toBe(
      '/mf/london/20240926',
    );
    expect(actionPath('register_and_process', at('filling'), CLIENT)).toBe('/mf/london/20240926');
    expect(actionPath('go_to_mf_rf', at('filling', 'nope'), CLIENT)).toBe('/404');
  });

  it('go to the blank form while filling, and to the signed forms read-only once signed', () => {
    expect(actionPath('go_to_mf_rf', at('filling'), CLIENT)).toBe('/mf/london/20240926');
    expect(actionPath('go_to_mf_rf', at('mf_rf_completed'), CLIENT)).toBe(
      '/detail/london/20240926?appointment=a-1',
    );
    expect(actionPath('go_to_mf_rf', at('completed', 'dripdash'), CLIENT)).toBe(
      '/detail/dripdash/20250528?appointment=a-1',
    );
    expect(actionPath('open_record', at('completed'), CLIENT)).toBe(
      '/detail/london/20240926?appointment=a-1',
    );
    expect(actionPath('open_record', at('completed', 'nope'), CLIENT)).toBe('/404');
  });

  it('know which states have signed forms', () => {
    const signed = (['mf_rf_completed', 'completed'] as const).map(formsSigned);
    const unsigned = (['not_started', 'filling', 'missed', 'cancelled'] as const).map(formsSigned);
    expect(signed).toEqual([true, true]);
    expect(unsigned).toEqual([false, false, false, false]);
  });

  it('add "Open record" to signed appointments that do not offer "Go to MF/RF"', () => {
    const row = (state: AppointmentState, actions: AppointmentAction[]) =>
      rowActions({ ...at(state), actions });
    expect(row('completed', [])).toEqual(['open_record']);
    expect(row('mf_rf_completed', ['go_to_mf_rf', 'verify_client'])).toEqual([
      'go_to_mf_rf',
      'verify_client',
    ]);
    expect(row('filling', ['change_in_medical_history', 'go_to_mf_rf'])).toEqual([
      'change_in_medical_history',
      'go_to_mf_rf',
    ]);
    expect(row('cancelled', [])).toEqual([]);
    expect(row('missed', [])).toEqual([]);
  });

  it('send the other actions to their screens', () => {
    expect(actionPath('verify_client', at('mf_rf_completed'), CLIENT)).toBe(
      `/verify?client=${CLIENT}&appointment=AP-7KQ2M9XR`,
    );
    expect(actionPath('re_consent_form', at('filling'), CLIENT)).toBe('/rf?appointment=a-1');
    expect(actionPath('change_in_medical_history', at('filling'), CLIENT)).toBe(
      '/reconsent?appointment=a-1',
    );
  });

  it('start filling only for form actions, and name every action', () => {
    expect(STARTS_FILLING).not.toContain('verify_client');
    expect(STARTS_FILLING).not.toContain('go_to_mf_rf');
    expect(STARTS_FILLING).not.toContain('open_record');
    const keys = [...APPOINTMENT_ACTIONS, 'open_record' as const].map(actionKey);
    expect(new Set(keys).size).toBe(APPOINTMENT_ACTIONS.length + 1);
  });
});
