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

/**
 * Who already uses this address: staff (active or not), a member (a client with a password),
 * or a client without a password (created by a booking or at the desk), who may still register.
 */
export type AddressOwner =
  | { kind: 'staff'; id: string }
  | { kind: 'member' | 'client'; id: string; preferredLanguage: string | null };

export async function findAddressOwner(db: Db, to: Address): Promise<AddressOwner | undefined> {
  const staffMatch =
    to.channel === 'email'
      ? sql`lower(${staff.email}) = ${to.address}`
      : eq(staff.mobile, to.address);
  const clientMatch =
    to.channel === 'email'
      ? sql`lower(${clients.email}) = ${to.address}`
      : eq(clients.mobile, to.address);
  const [member] = await db.select({ id: staff.id }).from(staff).where(staffMatch);
  if (member) return { kind: 'staff', id: member.id };
  const [client] = await db
    .select({
      id: clients.id,
      passwordHash: clients.passwordHash,
      preferredLanguage: clients.preferredLanguage,
    })
    .from(clients)
    .where(clientMatch);
  if (!client) return undefined;
  const kind = client.passwordHash === null ? 'client' : 'member';
  return { kind, id: client.id, preferredLanguage: client.preferredLanguage };
}
