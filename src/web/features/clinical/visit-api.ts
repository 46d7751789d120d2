import type { SignatureInput } from '../../../shared/api/forms-fields';
import type { Answers } from '../../../shared/forms/model';
import type { SafetyAcknowledgementInput } from '../../../shared/forms/safety';
import type { Language } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';

/** What a staff section posts (clearance or treatment): the contract's staff section body. */
export interface StaffSectionPayload {
  template_id: string;
  version: string;
  /** The contract takes a supported language only; a regional tag (en-GB) would be refused. */
  locale: Language;
  answers: Answers;
  signature: SignatureInput;
  /** One per safety warning the section raises, with the signer's reason (decision 027). */
  acknowledgements?: SafetyAcknowledgementInput[];
  idempotency_key: string;
}

/** The practitioner's signed review and decision (POST /api/visits/:id/clearance). */
export function postClearance(appointmentId: string, payload: StaffSectionPayload) {
  return callApi(
    'POST /api/visits/:appointment_id/clearance',
    { params: { appointment_id: appointmentId }, body: payload },
    { base: 'doctor', quiet: true },
  );
}

/** The nurse's signed treatment record (POST /api/visits/:id/treatment). */
export function postTreatment(appointmentId: string, payload: StaffSectionPayload) {
  return callApi(
    'POST /api/visits/:appointment_id/treatment',
    { params: { appointment_id: appointmentId }, body: payload },
    { base: 'nurse', quiet: true },
  );
}

/** The nurse's answers so far, saved in the background (no overlay, no toast). */
export function putTreatmentDraft(
  appointmentId: string,
  body: { template_id: string; version: string; answers: Record<string, unknown> },
) {
  return callApi(
    'PUT /api/visits/:appointment_id/treatment/draft',
    { params: { appointment_id: appointmentId }, body },
    { base: 'nurse', quiet: true, background: true },
  );
}
