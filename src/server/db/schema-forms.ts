import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { appointments } from './schema-appointments';
import { clients, staff } from './schema-accounts';
import { at, bytea } from './columns';

export const UPLOAD_KINDS = [
  'client_copy',
  'visit_record',
  'id_document',
  'paper_consent',
  'lab_result',
  'other',
] as const;

/** Questionnaires, signatures, consents and uploads (issue 5). */

/**
 * A draft is updated as the client types; a submitted row is never updated (a correction is a
 * new row). `content_sha256` covers the exact consent text shown plus the answers.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id').references(() => clients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    kind: text('kind', { enum: ['mf', 'rf', 'detail', 'medical', 'brief'] }).notNull(),
    storeCode: text('store_code'),
    templateId: text('template_id').notNull(),
    templateVersion: text('template_version').notNull(),
    locale: text('locale').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    flags: jsonb('flags').$type<{ id: string; questions: string[] }[]>(),
    status: text('status', { enum: ['draft', 'submitted'] })
      .notNull()
      .default('draft'),
    /** sha256 (hex) of a secret the browser holds for an anonymous draft (no session). */
    draftTokenHash: text('draft_token_hash'),
    contentSha256: text('content_sha256'),
    idempotencyKey: text('idempotency_key'),
    submittedAt: at('submitted_at'),
    /**
     * The record this one follows in the client's chain: a re-consent or change in medical
     * history follows the record before it; a practitioner's or nurse's section follows the
     * questionnaire it reviews.
     */
    previousSubmissionId: uuid('previous_submission_id').references(
      (): AnyPgColumn => formSubmissions.id,
    ),
    /** The member of staff who wrote and signed a staff section (null for a client's form). */
    staffId: uuid('staff_id').references(() => staff.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_submissions_idempotency_idx').on(t.idempotencyKey),
    uniqueIndex('form_submissions_draft_token_idx').on(t.draftTokenHash),
    index('form_submissions_client_idx').on(t.clientId, t.createdAt),
    index('form_submissions_appointment_idx').on(t.appointmentId),
    index('form_submissions_previous_idx').on(t.previousSubmissionId),
  ],
);

export const signatures = pgTable(
  'signatures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    slot: integer('slot').notNull(),
    png: bytea('png').notNull(),
    method: text('method', { enum: ['drawn', 'typed'] }).notNull(),
    signerName: text('signer_name').notNull(),
    /** Stroke points `{x, y}`, `{-1, -1}` ending each stroke (spec §3), kept for the record. */
    strokes: jsonb('strokes').$type<{ x: number; y: number }[]>(),
    signedAt: at('signed_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('signatures_submission_slot_idx').on(t.submissionId, t.slot)],
);

export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: ['treatment', 'privacy'] }).notNull(),
    grantedAt: at('granted_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id),
  },
  (t) => [index('consents_client_idx').on(t.clientId, t.kind, t.expiresAt)],
);

/** Images and PDFs uploaded with a submission (spec §7 uploads), re-encoded before storing. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => formSubmissions.id),
    clientId: uuid('client_id').references(() => clients.id),
    purpose: text('purpose', {
      enum: ['medicalform_image', 'reconsentform_image', 'medicalform_pdf'],
    }).notNull(),
    /** A staff attachment's visit, or the visit a generated record PDF covers (decision 014). */
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    /**
     * What the file is: a generated PDF (`client_copy` of one submission, `visit_record` of the
     * whole visit) or a staff attachment (`id_document`, `paper_consent`, `lab_result`, `other`).
     */
    kind: text('kind', { enum: UPLOAD_KINDS }),
    /** A generated PDF: the content hash of the record it was made from (its version). */
    recordSha256: text('record_sha256'),
    /**
     * A generated PDF: the language it is printed in, the store's for a visit record (the
     * clinic's copy), the client's for a client copy (decision 031); null for older files.
     */
    language: text('language'),
    /** An attached image's small JPEG preview. */
    thumbnail: bytea('thumbnail'),
    /** The member of staff who attached the file; generated PDFs and client uploads have none. */
    uploadedBy: uuid('uploaded_by').references(() => staff.id),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('uploads_submission_idx').on(t.submissionId),
    index('uploads_appointment_idx').on(t.appointmentId, t.kind),
  ],
);
