import { and, desc, eq } from 'drizzle-orm';
import type { CatalogueEntryDto } from '../../shared/api/catalogue';
import type { Db } from '../db/client';
import { storeForms, stores } from '../db/schema';

/**
 * The live catalogue entry for a store and version, or undefined when the store is unknown,
 * inactive, or has no live form of that version. `latest` picks the store's newest version.
 */
export async function findCatalogueEntry(
  db: Db,
  storeCode: string,
  version: string,
): Promise<CatalogueEntryDto | undefined> {
  const rows = await db
    .select({ form: storeForms, store: stores })
    .from(storeForms)
    .innerJoin(stores, eq(stores.code, storeForms.storeCode))
    .where(
      and(
        eq(storeForms.storeCode, storeCode),
        eq(storeForms.isLive, true),
        eq(stores.active, true),
        version === 'latest' ? undefined : eq(storeForms.version, version),
      ),
    )
    .orderBy(desc(storeForms.version))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    store_code: row.store.code,
    store_name: row.store.name,
    brand: row.store.brand,
    version: row.form.version,
    mf: row.form.mf,
    detail: row.form.detail,
    medical: row.form.medical,
    verification: row.form.verification,
    new: row.form.new,
  };
}

export async function listActiveStores(db: Db) {
  return db
    .select({
      code: stores.code,
      name: stores.name,
      brand: stores.brand,
      timezone: stores.timezone,
      language: stores.language,
      country: stores.country,
    })
    .from(stores)
    .where(eq(stores.active, true))
    .orderBy(stores.name);
}
