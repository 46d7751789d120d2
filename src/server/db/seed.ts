import { eq } from 'drizzle-orm';
import { defaultOperatingDetails } from '../../shared/store-settings';
import { STORE_CATALOGUE, STORES } from '../../shared/stores';
import type { Db } from './client';
import { seedRuns, storeForms, stores } from './schema';
import { seedLegalDocuments } from '../services/legal/seed-legal-documents';

/**
 * Seeds the store catalogue once per database. Later edits by admins survive restarts because
 * the seed is recorded in `seed_runs` and never re-applied. The brands' first terms of service
 * and privacy policies are seeded beside it (only what is missing).
 */
export async function seedCatalogue(db: Db): Promise<boolean> {
  await seedLegalDocuments(db);
  return runOnce(db, 'store-catalogue-v1', async (tx) => {
    await tx
      .insert(stores)
      .values(STORES.map((store) => ({ ...store, ...storeColumns(store.code) })))
      .onConflictDoNothing();
    await tx
      .insert(storeForms)
      .values(
        STORE_CATALOGUE.map((e) => ({
          storeCode: e.store_code,
          version: e.version,
          mf: e.mf ?? null,
          detail: e.detail ?? null,
          medical: e.medical ?? null,
          verification: e.verification ?? null,
          new: e.new ?? null,
        })),
      )
      .onConflictDoNothing();
  });
}

/** A store's seeded operating details as columns of the `stores` row. */
function storeColumns(code: string) {
  const details = defaultOperatingDetails(code);
  return {
    address: details.address,
    phone: details.phone,
    language: details.language,
    country: details.country,
    openingHours: details.opening_hours,
    chairs: details.chairs,
    services: details.services,
    onlineBooking: details.online_booking,
  };
}

/** Runs `work` in one transaction unless a seed of that name already ran. */
export async function runOnce(
  db: Db,
  name: string,
  work: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(seedRuns)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (inserted.length === 0) return false;
    await work(tx as unknown as Db);
    return true;
  });
}

export async function hasSeed(db: Db, name: string): Promise<boolean> {
  const rows = await db.select().from(seedRuns).where(eq(seedRuns.name, name));
  return rows.length > 0;
}
