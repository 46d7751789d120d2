import { describe, expect, it } from 'vitest';
import { APPOINTMENT_ACTIONS } from '../../../shared/appointment-actions';
import { medicalFormPath } from '../../ui/medical-form-path';
import { actionKey, actionPath, STARTS_FILLING } from './action-paths';

describe('operation buttons', () => {
  it('open the newest medical form of the appointment store', () => {
    expect(medicalFormPath('london')).toBe('/mf/london/20240926');
    expect(medicalFormPath('dripdash')).toBe('/mf/dripdash/20250528');
    expect(medicalFormPath('nope')).toBeNull();
    expect(actionPath('fill_medical_consent_form', 'london')).toBe('/mf/london/20240926');
    expect(actionPath('register_and_process', 'london')).toBe('/mf/london/20240926');
    expect(actionPath('go_to_mf_rf', 'nope')).toBe('/404');
  });

  it('send the other actions to their screens', () => {
    expect(actionPath('verify_client', 'london')).toBe('/verify');
    expect(actionPath('re_consent_form', 'london')).toBe('/reconsent');
    expect(actionPath('change_in_medical_history', 'london')).toBe('/rf');
  });

  it('start filling only for form actions, and name every action', () => {
    expect(STARTS_FILLING).not.toContain('verify_client');
    expect(STARTS_FILLING).not.toContain('go_to_mf_rf');
    expect(new Set(APPOINTMENT_ACTIONS.map(actionKey)).size).toBe(APPOINTMENT_ACTIONS.length);
  });
});
