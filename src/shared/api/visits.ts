import * as z from 'zod/mini';
import type { AppointmentState } from '../appointment';
import type { ConsentSummary } from '../consent-summary';
import { LANGUAGES } from '../languages';
import type { VisitStage, VisitWaitsFor } from '../visit-stage';
import { answersField, id, signatureInput, storeCode, uuid, version } from './forms-fields';
import type { ScreeningFlagDto } from './forms';
import type { AgreedDocumentDto } from './legal-documents';

/**
 * The staff half of a visit: the day view, the record of one visit (the client's
 * signed questionnaires, the practitioner's review and clearance, the nurse's treatment record,
 * addenda) and the writes of each role. Staff only; every read and write is audited; the
 * server checks the role that may write each section (templates name it, src/shared/forms).
 * Messages are translation keys (`visits.*`, `validation.*`, `errors.*`).
 */

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'));
const trimmedText = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));
const idempotencyKey = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.invalidFormat'));

// ---- GET /api/visits/day?store_code=&date= — the clinic's day for staff. Without store_code:
// every store the staff member works at (admins: every store). A store they do not work at →
// 403 `visits.storeNotYours`. `date` is the store's local date (default: today there).
export const dayViewQuery = z.object({
  store_code: z.optional(storeCode),
  date: z.optional(isoDate),
});
export type DayViewQuery = z.infer<typeof dayViewQuery>;

export interface DayVisitDto {
  appointment_id: string;
  number: string;
  store_code: string;
  service: string;
  starts_at: string;
  ends_at: string;
  client: { id: string; name: string; date_of_birth: string | null };
  state: AppointmentState;
  stage: VisitStage;
  waits_for: VisitWaitsFor;
  /** Screening flags of the newest signed questionnaire for this appointment. */
  flag_count: number;
  forms_submitted_at: string | null;
  verified_at: string | null;
  /** The chair staff seated the client in (1 … the store's chairs), null until set. */
  chair: number | null;
  /** The client's consent to treatment and privacy authorization, with their dates, today. */
  consent: ConsentSummary;
}

/** One opening hour of a store's day: chairs held at its busiest moment, of the store's chairs. */
export interface HourLoadDto {
  starts_at: string;
  booked: number;
  chairs: number;
}

export interface DayViewResult {
  date: string;
  /**
   * The stores this staff member works at (admins: every active store), for the picker, with
   * what their times are written with (country, time zone) and their chairs.
   */
  stores: { code: string; name: string; timezone: string; country: string; chairs: number }[];
  /** Time-ordered; what the day view lists. */
  visits: DayVisitDto[];
  /**
   * Per store in view that is open that day (of several, those with visits): its opening hours,
   * hour by hour.
   */
  capacity: { store_code: string; hours: HourLoadDto[] }[];
}

// ---- PUT /api/visits/:appointment_id/chair — staff of the visit's store. Seats the client in
// a chair (or clears it with null). Answer: {chair}. Outside 1 … the store's chairs: 400
// `visits.chairRange` at `chair`; a chair another visit holds at the same time: 409
// `visits.chairTaken`. Audited; the day views of the store refresh.
export const chairBody = z.object({
  chair: z.nullable(z.number('visits.chairRange').check(z.int('visits.chairRange'))),
});

// ---- GET /api/visits/events — Server-Sent Events for the staff member's stores: one
// `event: visit` with data VisitEventDto whenever a visit changes (submitted, verified, cleared,
// treated, completed) on any app process (PostgreSQL LISTEN/NOTIFY). A comment line every 20 s
// keeps proxies from closing the stream.
export interface VisitEventDto {
  appointment_id: string;
  store_code: string;
  kind: 'forms_submitted' | 'verified' | 'cleared' | 'treatment' | 'completed' | 'changed';
}

// ---- GET /api/visits/:appointment_id — the whole record of one visit. 404
// `visits.notFound` for an unknown id (or a client's session: staff only, 403).
export const visitParams = z.object({ appointment_id: uuid });

export interface RecordSignatureDto {
  slot: number;
  method: string;
  signer_name: string;
  signed_at: string;
  /** `data:image/png;base64,...`: shown as an image on the review screen. */
  png_data_url: string;
}

export interface AddendumDto {
  id: string;
  submission_id: string;
  staff_name: string;
  staff_role: string;
  reason: string;
  text: string;
  created_at: string;
}

/** An acknowledged safety warning of a signed staff section; who and when are its signer's. */
export interface SafetyAcknowledgementDto {
  rule: string;
  subject: string | null;
  severity: 'contraindicated' | 'caution';
  step: 'clearance' | 'product_line' | 'infusion_start';
  reason: string;
  staff_name: string;
  acknowledged_at: string;
}

export interface RecordSubmissionDto {
  submission_id: string;
  kind: 'mf' | 'rf' | 'brief' | 'detail' | 'medical';
  template_id: string;
  version: string;
  locale: string;
  submitted_at: string;
  content_sha256: string;
  answers: Record<string, unknown>;
  flags: ScreeningFlagDto[];
  signatures: RecordSignatureDto[];
  /** Staff sections: who wrote and signed it. */
  signed_by: { staff_id: string; name: string; role: string } | null;
  previous_submission_id: string | null;
  /** Oldest first, shown beside the original. */
  addenda: AddendumDto[];
  /**
   * Staff sections: the safety warnings the signer went ahead despite, with their reasons
   * (empty when there were none). Absent for a client's questionnaire.
   */
  acknowledgements?: SafetyAcknowledgementDto[];
  /** A client's questionnaire: the terms and privacy policy agreed (version and hash). */
  documents: AgreedDocumentDto[];
}

/**
 * A detail of the client record the signed form changed where the record (what the booking
 * said) had another value: staff see both.
 */
export interface SignedDetailChangeDto {
  field: 'first_name' | 'last_name' | 'gender' | 'date_of_birth';
  booked: string;
  signed: string | null;
  submission_id: string;
  changed_at: string;
}

/**
 * Height and weight as the client gave them in their questionnaire (null when not given, or
 * given in other units than the treatment record's), and the session number: one more than the
 * client's treatments signed at earlier visits.
 */
export interface TreatmentPrefillDto {
  height: number | null;
  weight: number | null;
  session_number: number;
}

export interface VisitRecordDto {
  appointment: {
    id: string;
    number: string;
    store_code: string;
    store_name: string;
    brand: string;
    service: string;
    starts_at: string;
    ends_at: string;
    state: AppointmentState;
    stage: VisitStage;
    waits_for: VisitWaitsFor;
    clearance: 'cleared' | 'not_cleared' | null;
    clearance_at: string | null;
    clearance_by: string | null;
    completed_at: string | null;
    completion_note: string | null;
  };
  client: {
    id: string;
    name: string;
    first_name: string;
    last_name: string;
    gender: string | null;
    date_of_birth: string | null;
    age: number | null;
    /** Where this visit's signed form changed what the record held (oldest first). */
    signed_changes: SignedDetailChangeDto[];
  };
  /** The staff templates this visit uses (src/shared/staff-templates.ts). */
  templates: {
    detail: { template_id: string; version: string } | null;
    medical: { template_id: string; version: string };
  };
  /** The client's signed questionnaires for this appointment (mf, rf, brief), newest first. */
  questionnaires: RecordSubmissionDto[];
  /**
   * What the newest questionnaire is compared with ("What changed"): the client's record of the
   * previous visit (or the first record of the chain), and the changes in medical history signed
   * in between, oldest first. `baseline` is null for a first record.
   */
  history: {
    baseline: {
      submission_id: string;
      kind: RecordSubmissionDto['kind'];
      template_id: string;
      version: string;
      submitted_at: string;
      answers: Record<string, unknown>;
      flags: ScreeningFlagDto[];
    } | null;
    between: { submission_id: string; kind: RecordSubmissionDto['kind']; submitted_at: string }[];
  };
  /** The practitioner's signed section (review and clearance). */
  practitioner: RecordSubmissionDto | null;
  /** The nurse's signed treatment record. */
  treatment: RecordSubmissionDto | null;
  /** The nurse's saved, unsigned treatment record (answers so far). */
  treatment_draft: { answers: Record<string, unknown>; updated_at: string } | null;
  /** What the treatment record starts with (the draft's answers win over these). */
  treatment_prefill: TreatmentPrefillDto;
  consent: ConsentSummary;
  /** The newest identity verification of this appointment (or of the client today). */
  verification: {
    verified_at: string;
    method: string;
    document: string | null;
    verified_by: string | null;
  } | null;
}

/**
 * A safety warning the signer goes ahead despite (decision 027): the rule, the product of a
 * product line (absent for a warning about the client or a reading) and the signer's reason.
 */
const safetyId = z.string().check(z.regex(/^[a-z0-9_]{1,64}$/, 'validation.invalidFormat'));
const acknowledgementInput = z.object({
  rule: safetyId,
  subject: z.optional(z.nullable(safetyId)),
  reason: trimmedText(1000),
});

/** Body of a staff section: the role's answers, its signature (slot 1) and acknowledgements. */
const staffSectionBody = z.object({
  template_id: id(64),
  version,
  locale: z.enum(LANGUAGES),
  answers: answersField,
  signature: signatureInput,
  /**
   * One per safety warning the record raises (rules in src/shared/forms/safety): a signature
   * without them is refused, 400 with `acknowledgements.<rule>[@<product>]` and
   * `safety.reasonRequired`; one for a warning that is not there is 400 `safety.notNeeded`.
   */
  acknowledgements: z.optional(
    z.array(acknowledgementInput).check(z.maxLength(50, 'validation.tooLong')),
  ),
  idempotency_key: idempotencyKey,
});

// ---- POST /api/visits/:appointment_id/clearance — practitioner only (403
// `visits.roleNotAllowed` for anyone else). The detail template's practitioner sections with
// `clearance_decision` cleared | not_cleared (a reason is required when not cleared); clearing
// needs an acknowledgement with a reason for each safety warning the client's record raises. Needs
// a signed questionnaire (409 `visits.noQuestionnaire`) and valid consent and privacy (409
// `visits.consentExpired`). Stored as a signed `detail` record; the decision is on the visit.
export const clearanceBody = staffSectionBody;
export type ClearanceBody = z.infer<typeof clearanceBody>;

// ---- PUT /api/visits/:appointment_id/treatment/draft — nurse only; saves answers so far
// (partial, unsigned). Opens only after clearance (409 `visits.notCleared`).
export const treatmentDraftBody = z.object({
  template_id: id(64),
  version,
  answers: answersField,
});
export type TreatmentDraftBody = z.infer<typeof treatmentDraftBody>;
export interface TreatmentDraftResult {
  updated_at: string;
  stage: VisitStage;
}

// ---- POST /api/visits/:appointment_id/treatment — nurse only; the medical template's nurse
// sections, signed, with an acknowledgement for each safety warning its product lines and
// readings raise. Only after clearance (409 `visits.notCleared`). Stored as a signed
// `medical` record; the appointment becomes completed.
export const treatmentBody = staffSectionBody;
export type TreatmentBody = z.infer<typeof treatmentBody>;

export interface StaffSectionResult {
  submission_id: string;
  submitted_at: string;
  content_sha256: string;
  stage: VisitStage;
  replayed: boolean;
}

// ---- POST /api/visits/records/:submission_id/addenda — practitioner or nurse: a correction to
// a signed record (who, when, why). The record itself never changes.
export const addendumParams = z.object({ submission_id: uuid });
export const addendumBody = z.object({
  reason: trimmedText(500),
  text: trimmedText(4000),
});
export type AddendumBody = z.infer<typeof addendumBody>;

// ---- GET /api/admin/staff/:staff_id/stores, PUT the same with {store_codes} — admin only:
// where a member of staff works (the day view follows it).
export const staffStoresParams = z.object({ staff_id: uuid });
export const staffStoresBody = z.object({
  store_codes: z.array(storeCode).check(z.maxLength(100, 'validation.tooLong')),
});
export type StaffStoresBody = z.infer<typeof staffStoresBody>;
export interface StaffStoresDto {
  staff_id: string;
  store_codes: string[];
}
