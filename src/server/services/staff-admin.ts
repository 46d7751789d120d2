import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { StaffDto, StaffRole } from '../../shared/api/auth';
import { assertAcceptablePassword } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { requireE164 } from '../auth/phone';
import { endSessionsOf } from '../auth/session-store';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { staff } from '../db/schema';
import { AppError } from '../http/app-error';
import type { StaffRow } from './accounts';
import { uniqueViolation } from './unique-violation';

export function toStaffDto(row: StaffRow): StaffDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    role: row.role,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listStaff(db: Db): Promise<StaffDto[]> {
  const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.email));
  return rows.map(toStaffDto);
}

export interface NewStaff {
  name: string;
  /** Already lower-cased by the shared emailField. */
  email: string;
  mobile?: string;
  country?: string;
  role: StaffRole;
  password: string;
}

/** Creates a member of staff (admin screen, first-admin setup and the staff:create script). */
export async function createStaff(db: Db, clock: Clock, input: NewStaff): Promise<StaffRow> {
  assertAcceptablePassword(input.password);
  const mobile = input.mobile?.trim() ? requireE164(input.mobile, input.country) : null;
  const now = clock();
  try {
    const [row] = await db
      .insert(staff)
      .values({
        name: input.name,
        email: input.email,
        mobile,
        role: input.role,
        passwordHash: await hashPassword(input.password),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    const field = constraint.includes('mobile') ? 'mobile' : 'email';
    throw new AppError(
      'conflict',
      [{ path: field, message: `staff.${field}InUse` }],
      `staff.${field}InUse`,
    );
  }
}

async function otherActiveAdmins(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), eq(staff.active, true), ne(staff.id, id)));
  return row?.n ?? 0;
}

/**
 * Changes role and/or active. Deactivating ends every session of that person at once; the last
 * active admin can neither be deactivated nor lose the admin role (nobody could administer).
 */
export async function updateStaff(
  db: Db,
  clock: Clock,
  id: string,
  patch: { role?: StaffRole; active?: boolean },
): Promise<{ before: StaffRow; after: StaffRow; endedSessions: number }> {
  const [before] = await db.select().from(staff).where(eq(staff.id, id));
  if (!before) throw new AppError('notFound', undefined, 'staff.notFound');
  const losesAdmin =
    before.role === 'admin' &&
    before.active &&
    ((patch.role !== undefined && patch.role !== 'admin') || patch.active === false);
  if (losesAdmin && (await otherActiveAdmins(db, id)) === 0) {
    throw new AppError('conflict', undefined, 'staff.lastAdmin');
  }
  const now = clock();
  const [after] = await db
    .update(staff)
    .set({ ...patch, updatedAt: now })
    .where(eq(staff.id, id))
    .returning();
  const endedSessions =
    patch.active === false ? await endSessionsOf(db, { type: 'staff', id }, now, 'deactivated') : 0;
  return { before, after: after!, endedSessions };
}
