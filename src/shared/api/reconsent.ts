import * as z from 'zod/mini';
import type { DueForm } from '../form-due';
import { uuid } from './forms-fields';
import type { CheckFormRightResult } from './forms-mform';

// ---- GET /api/forms/reconsent?appointment_id=&client_id= — what the re-consent pages (`/rf`,
// `/reconsent`) open with: whether the client may fill the re-consent form now (the answer of
// check_form_right for `rf`), which form the visit needs by the one rule, and the client's last
// signed answers to review. A fill link's holder and a signed-in client get their own; staff
// name the client (or the appointment) and must work at the appointment's store (403
// `visits.storeNotYours`). No caller at all is 401. Audited (`forms.reconsent.open`, ids only).
export const reconsentQuery = z.object({
  appointment_id: z.optional(uuid),
  /** Staff only: the client at the desk. */
  client_id: z.optional(uuid),
});
export type ReconsentQuery = z.infer<typeof reconsentQuery>;

export interface ReconsentStartDto {
  right: CheckFormRightResult;
  /** The form the visit needs (src/shared/form-due.ts); null when the client is not known. */
  due: DueForm | null;
  /** Local date (YYYY-MM-DD) of the consent the windows run from. */
  consented_on: string | null;
  client: { id: string; name: string } | null;
  appointment: { id: string; number: string; store_code: string; starts_at: string } | null;
  /** The client's newest signed questionnaire (MF, RF or brief form). */
  previous: {
    submission_id: string;
    kind: string;
    template_id: string;
    version: string;
    submitted_at: string;
  } | null;
  /**
   * The questionnaire to review: the store's current medical form (or the previous record's
   * when the store has none), filled with the previous answers it knows, signatures left out:
   * every re-consent is signed afresh.
   */
  form: {
    template_id: string;
    version: string;
    store_code: string;
    answers: Record<string, unknown>;
  } | null;
  /**
   * The brand published a terms of service or privacy policy the client has not agreed to yet:
   * the agreement is not carried over, the client reads and ticks it again.
   */
  terms_changed: boolean;
}
