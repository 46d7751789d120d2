import * as z from 'zod/mini';

/**
 * Staff attachments of a visit (decision 014): photos or scans of paper (an ID document, a paper
 * consent, a lab result) uploaded through the spec's upload calls with `appointment_id` and
 * `kind`, listed and served to staff who work at the visit's store. Every read is audited.
 * Messages are translation keys (`attachments.*`, `visits.*`, `validation.*`).
 *
 * - POST /api/mform/upload_medicalform_image (`base64_img[]`) or /api/mform/upload_medicalform_pdf
 *   (`file`) with the extra fields below: staff only (a client's session 403
 *   `visits.roleNotAllowed`), at the visit's store (403 `visits.storeNotYours`), 404
 *   `visits.notFound`. An image gets a JPEG thumbnail of at most THUMBNAIL_MAX_SIDE pixels.
 * - GET /api/visits/:appointment_id/attachments: the list, newest first.
 * - GET /api/visits/:appointment_id/attachments/:upload_id/thumbnail: the JPEG preview (404
 *   `attachments.notFound` for a PDF or another visit's upload).
 * - GET /api/visits/:appointment_id/attachments/:upload_id/file: the stored bytes.
 */

export const ATTACHMENT_KINDS = ['id_document', 'paper_consent', 'lab_result', 'other'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/** Types a staff member may pick: the file input's `accept`, checked again by content on the server. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,application/pdf';

export const THUMBNAIL_MAX_SIDE = 240;

/** A canonical UUID: anything else never reaches the database's uuid parser. */
export const strictUuid = z
  .string()
  .check(
    z.regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      'validation.invalidFormat',
    ),
  );

/** The extra upload fields that make an upload a visit's attachment. */
export const attachmentUploadFields = {
  appointment_id: z.optional(strictUuid),
  kind: z.optional(z.enum(ATTACHMENT_KINDS, 'validation.invalidFormat')),
};

export const attachmentListParams = z.object({ appointment_id: strictUuid });
export const attachmentParams = z.object({ appointment_id: strictUuid, upload_id: strictUuid });

export interface AttachmentDto {
  id: string;
  kind: AttachmentKind;
  content_type: string;
  size: number;
  created_at: string;
  /** The member of staff who attached it (their display name). */
  uploaded_by: string | null;
  has_thumbnail: boolean;
}

export interface AttachmentListDto {
  attachments: AttachmentDto[];
}
