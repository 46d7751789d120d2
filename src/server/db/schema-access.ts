import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients, staff } from './schema-accounts';
import { at } from './columns';

/**
 * "Break the glass": an admin opened a client's records outside their stores, giving a reason.
 * Each grant is short-lived, names one client, and stays here for review (never deleted).
 */
export const accessGrants = pgTable(
  'access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    /** The appointment the admin was opening, when there was one. */
    appointmentId: uuid('appointment_id'),
    reason: text('reason').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: uuid('reviewed_by').references(() => staff.id),
  },
  (t) => [
    index('access_grants_staff_client_idx').on(t.staffId, t.clientId, t.expiresAt),
    index('access_grants_created_idx').on(t.createdAt),
  ],
);
