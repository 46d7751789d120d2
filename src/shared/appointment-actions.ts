import type { AppointmentState } from './appointment';
import type { DueForm } from './form-due';

/**
 * The "Operation" column of the client info table (spec §2): which actions staff may take on an
 * appointment, from its state and the client's consent status. The server returns this list
 * with each appointment and the web app shows exactly these buttons.
 */
export const APPOINTMENT_ACTIONS = [
  'fill_medical_consent_form',
  'register_and_process',
  're_consent_form',
  'change_in_medical_history',
  'go_to_mf_rf',
  'verify_client',
] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export interface ActionInput {
  state: AppointmentState;
  /** The form the visit needs (src/shared/form-due.ts formDue on the appointment's date). */
  due: DueForm;
  /** The client has an account with a password (not only created by a booking or by staff). */
  registered: boolean;
  /** At least one contact (email or mobile) is verified. */
  contactVerified: boolean;
}

export function allowedActions(input: ActionInput): AppointmentAction[] {
  const { state, due, registered, contactVerified } = input;
  const actions = new Set<AppointmentAction>();
  if (state === 'not_started' || state === 'filling') {
    // Which form the visit needs: full MF and consent, the re-consent form, or (inside the
    // 6-month exemption) a "nothing has changed" confirmation or a change in medical history.
    if (due === 'mf') {
      actions.add(registered ? 'fill_medical_consent_form' : 'register_and_process');
    } else if (due === 'rf') {
      actions.add('re_consent_form');
    } else {
      actions.add('change_in_medical_history');
    }
    if (state === 'filling') actions.add('go_to_mf_rf');
    // An unverified contact is checked before anything medical is shared.
    if (!contactVerified) actions.add('verify_client');
  } else if (state === 'mf_rf_completed') {
    // Forms are done: staff check identity on arrival and may open the signed forms; a client
    // who reports a change on the day records it before treatment (decision 032).
    actions.add('change_in_medical_history');
    actions.add('go_to_mf_rf');
    actions.add('verify_client');
  }
  // completed, missed, cancelled: nothing left to do on this appointment.
  return APPOINTMENT_ACTIONS.filter((a) => actions.has(a));
}
