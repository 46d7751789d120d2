import type { Db } from './client';
import { appointments, clients } from './schema';
import { runOnce } from './seed';
import { newAppointmentNumber } from '../services/booking/book';

/** Demo clients a person trying the product can search for (never seeded in production). */
export const DEMO_CLIENTS = [
  {
    firstName: 'Amelia',
    lastName: 'Demo',
    email: 'amelia.demo@example.com',
    mobile: '+447700900101',
  },
  { firstName: 'Omar', lastName: 'Demo', email: 'omar.demo@example.com', mobile: '+447700900102' },
  { firstName: 'Yuki', lastName: 'Demo', email: 'yuki.demo@example.com', mobile: '+447700900103' },
] as const;

/**
 * Seeds the demo clients once per database, each with a verified email and mobile and an
 * appointment at the London clinic.
 */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  return runOnce(db, 'demo-data-v1', async (tx) => {
    const rows = await tx
      .insert(clients)
      .values(
        DEMO_CLIENTS.map((c, i) => ({
          ...c,
          gender: i === 1 ? 'male' : 'female',
          dateOfBirth: `${1980 + i * 7}-0${i + 3}-1${i}`,
          emailVerifiedAt: now,
          mobileVerifiedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: clients.id });
    const hour = 60 * 60 * 1000;
    // The next full hour, then the same time on the next two days: always ahead of "now", so a
    // fresh demo never starts with missed appointments.
    const nextHour = (Math.floor(now.getTime() / hour) + 1) * hour;
    const at = (i: number) => new Date(nextHour + i * 24 * hour);
    if (rows.length === 0) return;
    await tx.insert(appointments).values(
      rows.map((row, i) => ({
        number: newAppointmentNumber(),
        clientId: row.id,
        storeCode: 'london',
        service: 'iv_drip',
        startsAt: at(i),
        endsAt: new Date(at(i).getTime() + hour),
        bookedVia: 'online' as const,
      })),
    );
  });
}
