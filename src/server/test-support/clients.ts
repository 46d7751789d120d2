import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { appointments, clients, staffStores } from '../db/schema';
import { passwordLogin, seedStaff, signedIn, type SignedIn } from './accounts';

/** A client straight in the database; contacts verified unless told otherwise. */
export async function seedClient(
  db: Db,
  input: {
    email?: string | null;
    mobile?: string | null;
    emailVerified?: boolean;
    mobileVerified?: boolean;
    firstName?: string;
    passwordHash?: string | null;
    details?: boolean;
    preferredLanguage?: string | null;
  } = {},
) {
  const now = new Date('2029-06-01T00:00:00Z');
  const [row] = await db
    .insert(clients)
    .values({
      firstName: input.firstName ?? 'Ada',
      lastName: 'Lovelace',
      email: input.email ?? null,
      emailVerifiedAt: input.email && input.emailVerified !== false ? now : null,
      mobile: input.mobile ?? null,
      mobileVerifiedAt: input.mobile && input.mobileVerified !== false ? now : null,
      passwordHash: input.passwordHash ?? null,
      preferredLanguage: input.preferredLanguage ?? null,
      ...(input.details
        ? { gender: 'female', dateOfBirth: '1990-12-10', occupation: 'Engineer', address: '1 Road' }
        : {}),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

let counter = 0;
export async function seedAppointment(
  db: Db,
  clientId: string,
  input: { startsAt: Date; state?: string; storeCode?: string; bookedByStaffId?: string },
) {
  counter += 1;
  const [row] = await db
    .insert(appointments)
    .values({
      number: `AP-T${String(counter).padStart(7, '0')}`,
      clientId,
      storeCode: input.storeCode ?? 'london',
      service: 'iv_drip',
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + 3_600_000),
      bookedVia: input.bookedByStaffId ? 'staff' : 'online',
      bookedByStaffId: input.bookedByStaffId ?? null,
      state: input.state ?? 'not_started',
    })
    .returning();
  return row!;
}

/** A signed-in nurse working at `stores` (London unless told otherwise). */
export async function staffSession(
  app: FastifyInstance,
  db: Db,
  email = 'nurse@clinic.test',
  stores: string[] = ['london'],
): Promise<SignedIn> {
  const row = await seedStaff(db, { email, role: 'nurse' });
  if (stores.length > 0) {
    await db
      .insert(staffStores)
      .values(stores.map((storeCode) => ({ staffId: row.id, storeCode })));
  }
  return signedIn(await passwordLogin(app, email, 'clinic-pass-42'));
}

/** A booking request body (public `/api/booking/book` and staff `/api/appointments`). */
export const bookingRequest = (
  email: string,
  code: string,
  startsAt: string,
  extra: object = {},
) => ({
  channel: 'email',
  email,
  code,
  store_code: 'london',
  service: 'iv_drip',
  starts_at: startsAt,
  first_name: 'Grace',
  last_name: 'Hopper',
  language: 'en',
  ...extra,
});
