import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, staff } from './schema-accounts';
import { stores } from './schema-core';
import { at } from './columns';

/** Appointments (issue 4). States and transitions live in src/shared/appointment.ts. */

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable number shown to clients and staff (spec "appointment number"). */
    number: text('number').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    service: text('service').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** 'online' for self-booking, 'staff' when a staff member booked it. */
    bookedVia: text('booked_via', { enum: ['online', 'staff'] }).notNull(),
    bookedByStaffId: uuid('booked_by_staff_id').references(() => staff.id),
    state: text('state').notNull().default('not_started'),
    fillingStartedAt: at('filling_started_at'),
    completedAt: at('completed_at'),
    /** The practitioner's decision on the signed questionnaire; null until made. */
    clearance: text('clearance', { enum: ['cleared', 'not_cleared'] }),
    clearanceAt: at('clearance_at'),
    clearanceByStaffId: uuid('clearance_by_staff_id').references(() => staff.id),
    /** Why a visit was marked completed without a signed treatment record. */
    completionNote: text('completion_note'),
    /** The chair (1 … the store's chairs) staff seat the client in; null until they do. */
    chair: smallint('chair'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_number_idx').on(t.number),
    // A store's appointments by start: the day view's range and the chair rule's overlap count
    // (services/booking/chair-rule.ts decides capacity under a lock on the store's row).
    index('appointments_store_start_idx')
      .on(t.storeCode, t.startsAt)
      .where(sql`${t.state} <> 'cancelled'`),
    // A client's visits by start. Store and state ride along so the client search's "been at my
    // store" probe and its last/next-visit lookups are answered from the index alone, with no
    // random read of the table per client listed.
    index('appointments_client_idx').on(t.clientId, t.startsAt, t.storeCode, t.state),
    // What the missed-appointments job may still change, by end time: only open appointments
    // (MISSABLE_STATES, services/appointments/transitions.ts). Missed, cancelled and completed
    // ones leave the index, so the job's scan every minute stays as small as the open bookings
    // instead of growing with every appointment ever missed.
    index('appointments_open_end_idx')
      .on(t.endsAt)
      .where(
        sql`${t.completedAt} is null and ${t.state} in ('not_started', 'filling', 'mf_rf_completed')`,
      ),
  ],
);
