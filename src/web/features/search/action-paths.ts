import type { AppointmentState } from '../../../shared/appointment';
import type { AppointmentAction } from '../../../shared/appointment-actions';
import { medicalFormPath } from '../../ui/medical-form-path';
import { reviewPath } from '../../ui/review-path';
import { verifyDeskPath } from '../../ui/verify-desk-path';

/**
 * A button of the "Operation" column: the server's actions (src/shared/appointment-actions.ts)
 * and `open_record`, the signed forms read-only, which the web adds for appointments whose
 * forms are signed but where "Go to MF/RF" is not offered (a completed visit).
 */
export type RowAction = AppointmentAction | 'open_record';

interface AppointmentRef {
  id: string;
  number: string;
  store_code: string;
  state: AppointmentState;
}

/** The client has signed the questionnaire and consent of this appointment. */
export function formsSigned(state: AppointmentState): boolean {
  return state === 'mf_rf_completed' || state === 'completed';
}

/** The buttons of one appointment row, in display order. */
export function rowActions(
  appointment: AppointmentRef & { actions: readonly AppointmentAction[] },
): RowAction[] {
  const actions: RowAction[] = [...appointment.actions];
  if (formsSigned(appointment.state) && !actions.includes('go_to_mf_rf')) {
    actions.push('open_record');
  }
  return actions;
}

/** Where each "Operation" button leads (spec §2 routes), for the client `clientId`. */
export function actionPath(
  action: RowAction,
  appointment: AppointmentRef,
  clientId: string,
): string {
  const store = appointment.store_code;
  switch (action) {
    case 'go_to_mf_rf':
      // Signed forms are never offered blank again: staff see what the client signed.
      if (formsSigned(appointment.state)) return reviewPath(store, appointment.id) ?? '/404';
      return medicalFormPath(store) ?? '/404';
    case 'open_record':
      return reviewPath(store, appointment.id) ?? '/404';
    case 'fill_medical_consent_form':
    case 'register_and_process':
      return medicalFormPath(store) ?? '/404';
    case 're_consent_form':
      return `/rf?appointment=${encodeURIComponent(appointment.id)}`;
    case 'change_in_medical_history':
      return `/reconsent?appointment=${encodeURIComponent(appointment.id)}`;
    case 'verify_client':
      return verifyDeskPath(clientId, appointment.number);
  }
}

/** Actions that begin filling forms: an appointment not started yet moves to "filling". */
export const STARTS_FILLING: readonly RowAction[] = [
  'fill_medical_consent_form',
  'register_and_process',
  're_consent_form',
  'change_in_medical_history',
];

/** i18n key of an action's button text. */
export const actionKey = (action: RowAction) => `search.action.${action}`;
