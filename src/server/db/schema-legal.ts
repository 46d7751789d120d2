import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, staff } from './schema-accounts';
import { at } from './columns';
import { formSubmissions } from './schema-forms';

/**
 * A brand's terms of service and privacy policy: one row per version and language. A published
 * row never changes (a trigger refuses it); a new text is a new version. `sha256` covers
 * `legalDocumentText(title, body)` (src/shared/legal-text.ts).
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    kind: text('kind', { enum: ['terms', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sha256: text('sha256').notNull(),
    publishedAt: at('published_at').notNull(),
    /** The admin who published it; null for the texts seeded with the product. */
    publishedBy: uuid('published_by').references(() => staff.id),
  },
  (t) => [
    uniqueIndex('legal_documents_version_idx').on(t.brand, t.kind, t.language, t.version),
    check('legal_documents_kind_check', sql`${t.kind} in ('terms', 'privacy')`),
    check('legal_documents_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * What a client agreed to when they ticked "I agree to the terms of service and privacy
 * policy": one row per document of a signed questionnaire, with the version and the SHA-256 of
 * the text in the language shown. Written in the submission's statement; never changed.
 */
export const documentConsents = pgTable(
  'document_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    /** Null for a questionnaire filled on a public link without an account. */
    clientId: uuid('client_id').references(() => clients.id),
    documentId: uuid('document_id')
      .notNull()
      .references(() => legalDocuments.id),
    brand: text('brand').notNull(),
    kind: text('kind', { enum: ['terms', 'privacy'] }).notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    sha256: text('sha256').notNull(),
    agreedAt: at('agreed_at').notNull(),
  },
  (t) => [
    index('document_consents_submission_idx').on(t.submissionId),
    index('document_consents_client_idx').on(t.clientId, t.brand, t.kind, t.agreedAt),
  ],
);
