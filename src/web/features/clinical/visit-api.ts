import type { SignatureInput } from '../../../shared/api/forms-fields';
import type { StaffSectionResult, TreatmentDraftResult } from '../../../shared/api/visits';
import type { Answers } from '../../../shared/forms/model';
import { apiRequest } from '../../api/client';

/** What a staff section posts (clearance or treatment): the contract's staff section body. */
export interface StaffSectionPayload {
  template_id: string;
  version: string;
  locale: string;
  answers: Answers;
  signature: SignatureInput;
  idempotency_key: string;
}

const visit = (appointmentId: string) => `/api/visits/${encodeURIComponent(appointmentId)}`;

/** The practitioner's signed review and decision (POST /api/visits/:id/clearance). */
export function postClearance(appointmentId: string, payload: StaffSectionPayload) {
  return apiRequest<StaffSectionResult>(`${visit(appointmentId)}/clearance`, {
    method: 'POST',
    base: 'doctor',
    body: payload,
    quiet: true,
  });
}

/** The nurse's signed treatment record (POST /api/visits/:id/treatment). */
export function postTreatment(appointmentId: string, payload: StaffSectionPayload) {
  return apiRequest<StaffSectionResult>(`${visit(appointmentId)}/treatment`, {
    method: 'POST',
    base: 'nurse',
    body: payload,
    quiet: true,
  });
}

/** The nurse's answers so far, saved in the background (no overlay, no toast). */
export function putTreatmentDraft(
  appointmentId: string,
  body: { template_id: string; version: string; answers: Record<string, unknown> },
) {
  return apiRequest<TreatmentDraftResult>(`${visit(appointmentId)}/treatment/draft`, {
    method: 'PUT',
    base: 'nurse',
    body,
    quiet: true,
    background: true,
  });
}
