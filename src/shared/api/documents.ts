import * as z from 'zod/mini';

/**
 * The two copies of a visit's signed record (decision 031): the clinic's copy, the full record
 * in the store's language; the client's copy, what the client signed (the visit's newest
 * questionnaire), in the language they signed in, as the client themselves get it.
 */
export const RECORD_COPIES = ['clinic', 'client'] as const;
export type RecordCopy = (typeof RECORD_COPIES)[number];

// GET /api/visits/:appointment_id/record.pdf?copy=clinic|client — staff of the visit's store;
// without `copy`, the clinic's copy. An unknown value is 400 naming `copy`.
export const recordPdfQuery = z.object({
  copy: z.optional(z.enum(RECORD_COPIES)),
});
