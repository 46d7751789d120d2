import * as z from 'zod/mini';

const uuid = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidFormat'));

/** How long one "break the glass" grant lets an admin into one client's records. */
export const BREAK_GLASS_MINUTES = 60;
/** A reason is a sentence someone can review later, not "x". */
export const BREAK_GLASS_REASON_MIN = 10;

// ---- POST /api/access/break-glass — admins only: open one client's records outside their
// stores for BREAK_GLASS_MINUTES, with a reason. Names the client, or the appointment being
// opened (its client is the one). Audited (`access.break_glass.open`), listed for review.
export const breakGlassBody = z
  .object({
    client_id: z.optional(uuid),
    appointment_id: z.optional(uuid),
    reason: z
      .pipe(
        z.string(),
        z.transform((s) => s.trim()),
      )
      .check(
        z.minLength(1, 'validation.required'),
        z.minLength(BREAK_GLASS_REASON_MIN, 'access.reasonTooShort'),
        z.maxLength(500, 'validation.tooLong'),
      ),
  })
  .check(
    z.refine((body) => body.client_id !== undefined || body.appointment_id !== undefined, {
      message: 'validation.required',
      path: ['appointment_id'],
    }),
  );
export type BreakGlassBody = z.infer<typeof breakGlassBody>;

export interface BreakGlassGrantDto {
  grant_id: string;
  client_id: string;
  appointment_id: string | null;
  expires_at: string;
}

// ---- GET /api/admin/break-glass — admins only: every grant, newest first, for review.
export const breakGlassListQuery = z.object({
  /** Only grants nobody has reviewed yet. */
  open: z.optional(z.enum(['true', 'false'])),
  /** The `next_cursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(100))),
});

export interface BreakGlassEntryDto {
  id: string;
  staff_id: string;
  staff_name: string;
  client_id: string;
  client_name: string;
  appointment_id: string | null;
  reason: string;
  created_at: string;
  expires_at: string;
  /** Records read or changed under this grant (audited accesses). */
  accesses: number;
  reviewed_at: string | null;
  reviewed_by_name: string | null;
}

export interface BreakGlassListDto {
  entries: BreakGlassEntryDto[];
  next_cursor: string | null;
}

// ---- POST /api/admin/break-glass/:grant_id/review — another admin marks a grant reviewed.
export const breakGlassReviewParams = z.object({ grant_id: uuid });
