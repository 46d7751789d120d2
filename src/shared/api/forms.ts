import * as z from 'zod/mini';
import {
  agreedDocumentList,
  answersField,
  draftKey,
  draftToken,
  FORM_PURPOSES,
  signatureList,
  uuid,
  version,
  id,
  type FormPurpose,
} from './forms-fields';

/**
 * The questionnaire and consent contract (issue 5, server side). Routes parse with these schemas;
 * the web pages may validate with them before sending. Every `message` is a translation key
 * (`forms.*`, `validation.*`, `errors.*`). Stable: later issues only add.
 *
 * Who owns a draft or submission (checked on the server for every record):
 * - a signed-in client (cookie session; mutations carry `x-csrf-token`),
 * - a client under a fill link (issue 6 adds the link token; same rules as a signed-in client),
 * - an anonymous person on a public `/mf/{store}/{version}` link, proven by the `draft_token`
 *   the first draft save returned (the browser keeps it in localStorage; only its sha256 is
 *   stored).
 */

export * from './forms-fields';
export * from './forms-mform';

// ---- PUT /api/forms/drafts — save (create or replace) the caller's draft as the client types.
// 200 {draft_id, draft_token?, updated_at}. `draft_token` is returned ONLY when this save created
// an anonymous draft; keep it. Unknown question ids → 400 `validation.unknownQuestion` at
// `answers.<id>`. Signature answers are not kept in drafts (the browser sends them at submit).
export const draftSaveBody = z.object({
  ...draftKey,
  answers: answersField,
  draft_token: z.optional(draftToken),
  purpose: z.optional(z.enum(FORM_PURPOSES)),
  appointment_id: z.optional(uuid),
});
export type DraftSaveBody = z.infer<typeof draftSaveBody>;
export interface DraftSaveResult {
  draft_id: string;
  draft_token?: string;
  updated_at: string;
}

// ---- GET /api/forms/drafts?template_id=&version=&draft_token= — load a draft. With a token: that
// anonymous draft (404 `forms.draftNotFound` when unknown). Without one, a signed-in client gets
// their latest draft for the template (any version is NOT mixed: same version only). 200 with
// `data: null` when the signed-in client has none.
export const draftLoadQuery = z.object({
  template_id: id(64),
  version,
  draft_token: z.optional(draftToken),
});
export type DraftLoadQuery = z.infer<typeof draftLoadQuery>;
export interface DraftDto {
  draft_id: string;
  template_id: string;
  version: string;
  store_code: string | null;
  locale: string;
  purpose: FormPurpose;
  appointment_id: string | null;
  answers: Record<string, unknown>;
  updated_at: string;
}

// ---- POST /api/forms/submissions — submit a questionnaire with its signatures.
// 200 SubmitResult; the same `idempotency_key` again returns the first result (`replayed: true`)
// and stores nothing. 400 `errors.validation` with `data.fields` [{path: '<question id>...',
// message}] when answers fail the template (signature fields are `signatures.<i>.png_base64` or
// the template's `signature_<n>` question). 404 `forms.templateNotFound`; 409
// `forms.appointmentNotFillable` when the appointment cannot move to "forms completed".
// Signature questions are answered by `signatures[]` (slot n fills the template's slot-n question).
export const submitBody = z.object({
  ...draftKey,
  answers: answersField,
  signatures: signatureList,
  /** sha256 (hex) of the consent text exactly as rendered, recorded with the content hash. */
  consent_text_sha256: z.optional(z.string().check(z.regex(/^[0-9a-f]{64}$/))),
  /**
   * The terms of service and privacy policy the form linked to when the client agreed (version
   * and SHA-256 of the text in `locale`); left out, the brand's current versions are recorded.
   */
  documents: z.optional(agreedDocumentList),
  idempotency_key: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'validation.invalidFormat')),
  draft_token: z.optional(draftToken),
  appointment_id: z.optional(uuid),
  /** Staff only, without an appointment: the client at the desk (a change in medical history). */
  client_id: z.optional(uuid),
  purpose: z.optional(z.enum(FORM_PURPOSES)),
});
export type SubmitBody = z.infer<typeof submitBody>;
export interface ScreeningFlagDto {
  id: string;
  questions: string[];
}
export interface SubmitResult {
  submission_id: string;
  submitted_at: string;
  content_sha256: string;
  flags: ScreeningFlagDto[];
  /** The appointment's state after the submission, when one was given. */
  appointment_state: string | null;
  /** True when this idempotency key was already used: the first result is returned. */
  replayed: boolean;
}

// ---- GET /api/forms/submissions?client_id= — staff: a client's submissions (no answers).
// A signed-in client may omit client_id (or pass their own) to list their own. Audited.
export const submissionListQuery = z.object({ client_id: z.optional(uuid) });
export interface SubmissionSummaryDto {
  submission_id: string;
  client_id: string | null;
  appointment_id: string | null;
  purpose: string;
  template_id: string;
  version: string;
  store_code: string | null;
  locale: string;
  submitted_at: string;
  flags: ScreeningFlagDto[];
}
export interface SubmissionListResult {
  items: SubmissionSummaryDto[];
}

// ---- GET /api/forms/submissions/:submission_id — one submission with answers: staff, or the
// client who owns it (404 `forms.submissionNotFound` otherwise). Audited.
export const submissionParams = z.object({ submission_id: uuid });
export interface SubmissionDetailDto extends SubmissionSummaryDto {
  answers: Record<string, unknown>;
  content_sha256: string;
  signatures: { slot: number; method: string; signer_name: string; signed_at: string }[];
}
