import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';
import { attachmentUploadFields } from './attachments';
import {
  answersField,
  draftToken,
  FORM_PURPOSES,
  signatureList,
  storeCode,
  uuid,
  version,
  type FormPurpose,
} from './forms-fields';

/**
 * Spec §7 named calls of the questionnaire (all POST, JSON or form-encoded, `{code, message,
 * data}` envelope). Multipart uploads are described at the end.
 */

/** Which page of a catalogue entry: the questionnaire, its detail/medical pages or the "new" page. */
export const CATALOGUE_FORMS = ['mf', 'detail', 'medical', 'new'] as const;

// ---- POST /api/mform/setup_medical_form (aliases: /api/mform/setup_medical_form_v2,
// /api/mform/setup_first_medical_form, /api/admin/setup_medical_form_v2) — staff only.
// Records which template/store/version the client must fill (a prepared draft owned by the
// client, resumed when they open the form) and returns what the link needs. `link` is null
// until issue 6 adds signed fill links. 404 `forms.storeFormNotFound`, `forms.clientNotFound`,
// `forms.appointmentNotFound`; 409 `forms.appointmentNotFillable`.
export const setupMedicalFormBody = z.object({
  client_id: uuid,
  appointment_id: z.optional(uuid),
  store_code: storeCode,
  /** Form version; the store's newest live version when omitted. */
  version: z.optional(version),
  purpose: z.optional(z.enum(FORM_PURPOSES)),
  locale: z.optional(z.enum(LANGUAGES)),
});
export type SetupMedicalFormBody = z.infer<typeof setupMedicalFormBody>;
export interface SetupMedicalFormResult {
  draft_id: string;
  client_id: string;
  appointment_id: string | null;
  store_code: string;
  version: string;
  template_id: string;
  template_version: string;
  purpose: FormPurpose;
  /** The web path of the form, e.g. `/mf/london/20231027`. */
  path: string;
  /** The signed link to send the client (issue 6); null for now. */
  link: string | null;
}

// ---- POST /api/mform/add_brief_medical_form — the brief form (/simpleMf) submit. Same rules
// and answer as POST /api/forms/submissions (SubmitResult); template defaults to `simpleMf`.
export const briefFormBody = z.object({
  template_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  version: z.optional(version),
  store_code: z.optional(storeCode),
  locale: z.enum(LANGUAGES),
  answers: answersField,
  signatures: signatureList,
  consent_text_sha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.invalidFormat')),
  draft_token: z.optional(draftToken),
  appointment_id: z.optional(uuid),
});
export type BriefFormBody = z.infer<typeof briefFormBody>;

// ---- POST /api/mform/get_form_info and /api/mform/get_form_info_form_new (the latter reads the
// "new" page of the entry) — public. 404 `forms.storeFormNotFound` when the store/version has no
// such form. `draft` describes the caller's own draft (session or draft_token), never another's.
export const formInfoBody = z.object({
  store_code: storeCode,
  /** A form version or `latest`. */
  version,
  form: z.optional(z.enum(CATALOGUE_FORMS)),
  draft_token: z.optional(draftToken),
});
export type FormInfoBody = z.infer<typeof formInfoBody>;
export interface FormInfoResult {
  store_code: string;
  store_name: string;
  brand: string;
  version: string;
  form: (typeof CATALOGUE_FORMS)[number];
  template_id: string;
  template_version: string;
  template_kind: string;
  draft: { draft_id: string; updated_at: string; answered: number } | null;
}

// ---- POST /api/mform/check_form_right — may this person fill this form now? Public (an
// anonymous caller may fill an MF; an RF needs a signed-in client, or staff naming client_id).
// Never an error for "no": `can_fill: false` with `message` forms.cannotFillMf | forms.cannotFillRf
// and a `reason`. `required: false` means the client may skip it (consent within 6 months).
export const checkFormRightBody = z.object({
  purpose: z.optional(z.enum(['mf', 'rf'])),
  appointment_id: z.optional(uuid),
  /** Staff only: check for this client. */
  client_id: z.optional(uuid),
});
export type CheckFormRightBody = z.infer<typeof checkFormRightBody>;
export const FORM_RIGHT_REASONS = [
  'ok',
  'consent_recent',
  'appointment_not_found',
  'appointment_not_fillable',
  'already_signed',
  'link_used',
  'sign_in_required',
  'no_consent_on_file',
  'consent_expired',
] as const;
export type FormRightReason = (typeof FORM_RIGHT_REASONS)[number];
export interface CheckFormRightResult {
  can_fill: boolean;
  required: boolean;
  reason: FormRightReason;
  message: 'forms.cannotFillMf' | 'forms.cannotFillRf' | null;
  consent: { treatment_expires_at: string | null; privacy_expires_at: string | null } | null;
}

// ---- Uploads (multipart/form-data; a signed-in client for their own submission, or staff):
// POST /api/mform/upload_medicalform_image and /api/mform/upload_reconsentform_image — fields
// `base64_img[]` (repeatable: base64 or data-URL PNG/JPEG, at most UPLOAD_MAX_FILES), optional
// `submission_id`, and for staff `client_id`. POST /api/mform/upload_medicalform_pdf — one file
// field `file` (application/pdf) plus the same optional fields. Success: the envelope plus a
// top-level `status: 1` (spec §7). Errors: 413 `forms.uploadTooLarge`, 400 `forms.uploadTypeInvalid`
// (content is not what it claims: magic bytes), `forms.uploadUnreadable` (does not decode),
// `forms.uploadMissing`, `forms.uploadTooMany`; 404 `forms.submissionNotFound`.
// Staff may add `appointment_id` and `kind` to attach the file to a visit (attachments.ts).
export const uploadFields = z.object({
  submission_id: z.optional(uuid),
  client_id: z.optional(uuid),
  ...attachmentUploadFields,
});
export type UploadFields = z.infer<typeof uploadFields>;
export interface UploadResult {
  uploads: { upload_id: string; content_type: string; size: number; sha256: string }[];
}
