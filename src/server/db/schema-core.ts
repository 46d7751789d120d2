import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

export const stores = pgTable('stores', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  timezone: text('timezone').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

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
