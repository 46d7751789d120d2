import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './schema-accounts';
import { at } from './columns';
import { formSubmissions } from './schema-forms';

/** The client record's fields whose changes are kept (who the client is). */
export const CLIENT_TRACKED_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
] as const;
export type ClientTrackedField = (typeof CLIENT_TRACKED_FIELDS)[number];

/**
 * The change history of a client's name, gender and date of birth: one row per field changed,
 * old and new value, where the change came from (a signed questionnaire, the client's details
 * page, the one-off fill of missing values from signed records) and who made it. Append-only.
 */
export const clientFieldChanges = pgTable(
  'client_field_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    field: text('field', { enum: CLIENT_TRACKED_FIELDS }).notNull(),
    /** Dates as YYYY-MM-DD; null when the record had no value. */
    oldValue: text('old_value'),
    newValue: text('new_value'),
    source: text('source', { enum: ['signed_form', 'client_details', 'backfill'] }).notNull(),
    /** The signed questionnaire the new value comes from. */
    submissionId: uuid('submission_id').references(() => formSubmissions.id),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [
    index('client_field_changes_client_idx').on(t.clientId, t.changedAt),
    index('client_field_changes_submission_idx').on(t.submissionId),
    check(
      'client_field_changes_field_check',
      sql`${t.field} in ('first_name', 'last_name', 'gender', 'date_of_birth')`,
    ),
  ],
);
