import * as z from 'zod/mini';
import { emailField } from './auth';

/**
 * The GP letter (decision 030): a practitioner of the visit's store sends the client's GP the
 * signed record (PDF) and its FHIR Bundle by email, when the client permitted sharing with
 * the GP. The GP's name and address are kept on the client, so they are typed once.
 */

/** `yes` when a signed record of the visit permits sharing and none refuses it. */
export type GpPermission = 'yes' | 'no' | 'unknown';

export const GP_PERMISSIONS: readonly GpPermission[] = ['yes', 'no', 'unknown'];

// ---- GET /api/visits/:appointment_id/gp-letter — the permission and the GP on file.
export interface GpLetterInfo {
  permission: GpPermission;
  /** Which answer decided it (`gp_share_permission` or `share_with_gp`); null when none. */
  permission_field: string | null;
  gp_name: string | null;
  gp_email: string | null;
  /** When a GP letter of this visit was last sent (ISO), or null. */
  last_sent_at: string | null;
}

const gpName = z
  .pipe(
    z.string(),
    z.transform((s) => s.trim()),
  )
  .check(z.minLength(1, 'validation.required'), z.maxLength(200, 'validation.tooLong'));

// ---- POST /api/visits/:appointment_id/gp-letter — send it (practitioners). Refused with 400
// `gpLetter.noPermission` naming the answer that refuses (or `gp_share_permission` when none
// permits). The GP's name and address given here replace the ones on file.
export const gpLetterBody = z.object({ gp_name: gpName, gp_email: emailField });

export interface GpLetterSent {
  sent_to: string;
  attachments: string[];
  sent_at: string;
}
