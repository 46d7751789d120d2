import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import {
  CHAIRS_MAX,
  CHAIRS_MIN,
  DEFAULT_HOURS,
  DEFAULT_SERVICES,
  type OpeningHours,
  type StoreService,
} from '../../shared/store-settings';
import { at } from './columns';

/**
 * A store: its catalogue identity (code, brand) and the operating details admins change on
 * /admin/stores (src/shared/store-settings.ts says what each means). Booking locks a store's
 * row while it counts the chairs taken (services/booking/chair-rule.ts).
 */
export const stores = pgTable(
  'stores',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    timezone: text('timezone').notNull(),
    address: text('address').notNull().default(''),
    phone: text('phone'),
    language: text('language').$type<Language>().notNull().default('en'),
    country: text('country').notNull().default('GB'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(DEFAULT_HOURS),
    chairs: integer('chairs').notNull().default(2),
    services: jsonb('services')
      .$type<StoreService[]>()
      .notNull()
      .default([...DEFAULT_SERVICES]),
    onlineBooking: boolean('online_booking').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'stores_chairs_check',
      sql`${t.chairs} between ${sql.raw(String(CHAIRS_MIN))} and ${sql.raw(String(CHAIRS_MAX))}`,
    ),
  ],
);

export const storeForms = pgTable(
  'store_forms',
  {
    storeCode: text('store_code')
      .notNull()
      .references(() => stores.code),
    version: text('version').notNull(),
    mf: text('mf'),
    detail: text('detail'),
    medical: text('medical'),
    verification: text('verification'),
    new: text('new'),
    isLive: boolean('is_live').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeCode, t.version] })],
);

/** Append-only: the application role never updates or deletes rows here. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    outcome: text('outcome').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_at_idx').on(t.at),
  ],
);

/** Bookkeeping for one-off seeding (the demo data is seeded once, not at every start). */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: at('ran_at').notNull().defaultNow(),
});
