import * as z from 'zod/mini';
import { uuid } from './forms-fields';

// ---- GET /api/forms/known-details?appointment_id= — what the clinic already knows about the
// client who is about to fill the full form (from the booking or their account), so the form
// opens with it for the client to confirm: the caller's own (fill link or session); staff at
// the desk name the appointment and must work at its store. 401 without a session or link.
// Audited (`forms.known_details.read`, ids only).
export const knownDetailsQuery = z.object({ appointment_id: z.optional(uuid) });
export type KnownDetailsQuery = z.infer<typeof knownDetailsQuery>;

/** Answers of the personal-details questions, by question id; absent when not known. */
export interface KnownDetailsDto {
  first_name?: string;
  last_name?: string;
  gender?: string;
  date_of_birth?: string;
}
