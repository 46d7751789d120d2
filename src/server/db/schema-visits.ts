import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './schema-accounts';
import { stores } from './schema-core';
import { formSubmissions } from './schema-forms';
import { at } from './columns';

/** The staff half of a visit: where staff work, and corrections to signed records. */

/** The stores a staff member works at: the day view and its live updates follow it. */
export const staffStores = pgTable(
  'staff_stores',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.storeCode] }),
    index('staff_stores_store_idx').on(t.storeCode),
  ],
);

/**
 * A correction to a signed record: the record itself is never changed (a trigger refuses it),
 * the addendum says who, when and why, and is shown beside the original.
 */
export const recordAddenda = pgTable(
  'record_addenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    reason: text('reason').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('record_addenda_submission_idx').on(t.submissionId, t.createdAt)],
);

/**
 * A safety warning the signer of a staff section went ahead despite (decision 027): which
 * rule, about which product, how severe, at which step, and the signer's reason. Written with
 * the signed section, in its transaction, and part of its content hash; never changed (a
 * trigger refuses it). Who and when are the section's signer and signing time.
 */
export const safetyAcknowledgements = pgTable(
  'safety_acknowledgements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    ruleId: text('rule_id').notNull(),
    /** The product of a product line; null for a warning about the client or a reading. */
    subject: text('subject'),
    severity: text('severity', { enum: ['contraindicated', 'caution'] }).notNull(),
    step: text('step', { enum: ['clearance', 'product_line', 'infusion_start'] }).notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    acknowledgedAt: at('acknowledged_at').notNull(),
  },
  (t) => [index('safety_acknowledgements_submission_idx').on(t.submissionId)],
);
