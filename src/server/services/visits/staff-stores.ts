import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/api/auth';
import type { StaffStoresDto } from '../../../shared/api/visits';
import type { Db } from '../../db/client';
import { staff, staffStores, stores } from '../../db/schema';
import { AppError } from '../../http/app-error';

export type ScopeStore = Pick<
  typeof stores.$inferSelect,
  'code' | 'name' | 'brand' | 'timezone' | 'language' | 'country' | 'chairs' | 'openingHours'
>;

/**
 * The active stores a member of staff sees on the day view and hears live events of: the ones
 * they work at. Admins too: the access rule (auth/record-access.ts) has no all-stores role, so
 * a manager who runs the day of several clinics is given those clinics on /admin/staff.
 * Ordered by name, for the picker.
 */
export async function storeScopeOf(db: Db, user: SessionUser): Promise<ScopeStore[]> {
  const columns = {
    code: stores.code,
    name: stores.name,
    brand: stores.brand,
    timezone: stores.timezone,
    language: stores.language,
    country: stores.country,
    chairs: stores.chairs,
    openingHours: stores.openingHours,
  };
  return db
    .select(columns)
    .from(staffStores)
    .innerJoin(stores, eq(stores.code, staffStores.storeCode))
    .where(and(eq(staffStores.staffId, user.id), eq(stores.active, true)))
    .orderBy(asc(stores.name));
}

async function assertStaffExists(db: Db, staffId: string): Promise<void> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  if (!row) throw new AppError('notFound', undefined, 'staff.notFound');
}

export async function getStaffStores(db: Db, staffId: string): Promise<StaffStoresDto> {
  await assertStaffExists(db, staffId);
  const rows = await db
    .select({ code: staffStores.storeCode })
    .from(staffStores)
    .where(eq(staffStores.staffId, staffId))
    .orderBy(asc(staffStores.storeCode));
  return { staff_id: staffId, store_codes: rows.map((r) => r.code) };
}

/**
 * Replaces where a member of staff works. Unknown store codes are a 400 naming each one's
 * position (`store_codes.<i>`); the whole set is written in one transaction.
 */
export async function setStaffStores(
  db: Db,
  staffId: string,
  codes: string[],
): Promise<{ before: string[]; after: StaffStoresDto }> {
  const before = (await getStaffStores(db, staffId)).store_codes;
  const unique = [...new Set(codes)];
  const known =
    unique.length === 0
      ? new Set<string>()
      : new Set(
          (
            await db.select({ code: stores.code }).from(stores).where(inArray(stores.code, unique))
          ).map((r) => r.code),
        );
  const fields = codes.flatMap((code, i) =>
    known.has(code) ? [] : [{ path: `store_codes.${i}`, message: 'staff.unknownStore' }],
  );
  if (fields.length > 0) throw new AppError('validation', fields);
  await db.transaction(async (tx) => {
    await tx.delete(staffStores).where(eq(staffStores.staffId, staffId));
    if (unique.length > 0) {
      await tx.insert(staffStores).values(unique.map((storeCode) => ({ staffId, storeCode })));
    }
  });
  return { before, after: { staff_id: staffId, store_codes: unique.sort() } };
}
