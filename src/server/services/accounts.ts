import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, staff } from '../db/schema';
import type { Address } from '../auth/destination';

export type StaffRow = typeof staff.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

export type Account =
  | { type: 'staff'; id: string; passwordHash: string | null; row: StaffRow }
  | { type: 'client'; id: string; passwordHash: string | null; row: ClientRow };

/**
 * The account that signs in with this email or mobile. Active staff come first, then clients:
 * someone who is both signs in as staff with the staff password. Deactivated staff do not sign
 * in at all.
 */
export async function findSignInAccount(db: Db, to: Address): Promise<Account | undefined> {
  const staffMatch =
    to.channel === 'email'
      ? sql`lower(${staff.email}) = ${to.address}`
      : eq(staff.mobile, to.address);
  const [member] = await db.select().from(staff).where(staffMatch);
  if (member?.active) {
    return { type: 'staff', id: member.id, passwordHash: member.passwordHash, row: member };
  }
  const clientMatch =
    to.channel === 'email'
      ? sql`lower(${clients.email}) = ${to.address}`
      : eq(clients.mobile, to.address);
  const [client] = await db.select().from(clients).where(clientMatch);
  if (client)
    return { type: 'client', id: client.id, passwordHash: client.passwordHash, row: client };
  return undefined;
}

/** True when any account (staff, active or not, or client) already uses this address. */
export async function isAddressTaken(db: Db, to: Address): Promise<boolean> {
  const staffMatch =
    to.channel === 'email'
      ? sql`lower(${staff.email}) = ${to.address}`
      : eq(staff.mobile, to.address);
  const clientMatch =
    to.channel === 'email'
      ? sql`lower(${clients.email}) = ${to.address}`
      : eq(clients.mobile, to.address);
  const [a] = await db.select({ id: staff.id }).from(staff).where(staffMatch);
  if (a) return true;
  const [b] = await db.select({ id: clients.id }).from(clients).where(clientMatch);
  return Boolean(b);
}
