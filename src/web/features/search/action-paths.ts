import type { AppointmentAction } from '../../../shared/appointment-actions';
import { medicalFormPath } from '../../ui/medical-form-path';

/** Where each "Operation" button leads (spec §2 routes). */
export function actionPath(action: AppointmentAction, storeCode: string): string {
  switch (action) {
    case 'fill_medical_consent_form':
    case 'register_and_process':
    case 'go_to_mf_rf':
      return medicalFormPath(storeCode) ?? '/404';
    case 're_consent_form':
      return '/reconsent';
    case 'change_in_medical_history':
      return '/rf';
    case 'verify_client':
      return '/verify';
  }
}

/** Actions that begin filling forms: an appointment not started yet moves to "filling". */
export const STARTS_FILLING: readonly AppointmentAction[] = [
  'fill_medical_consent_form',
  'register_and_process',
  're_consent_form',
  'change_in_medical_history',
];

/** i18n key of an action's button text. */
export const actionKey = (action: AppointmentAction) => `search.action.${action}`;
