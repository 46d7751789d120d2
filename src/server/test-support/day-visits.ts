import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../shared/api/auth';
import type { Db } from '../db/client';
import {
  appointments,
  clients,
  formSubmissions,
  identityVerifications,
  staffStores,
} from '../db/schema';
import { passwordLogin, seedStaff, signedIn, type SignedIn } from './accounts';

/** Test helpers for the day view and its live events. */

export interface StaffMember extends SignedIn {
  id: string;
}

/** A member of staff working at `stores`, signed in. */
export async function staffAt(
  app: FastifyInstance,
  db: Db,
  role: StaffRole,
  stores: string[],
): Promise<StaffMember> {
  const email = `${role}.${randomBytes(4).toString('hex')}@clinic.test`;
  const row = await seedStaff(db, { email, role });
  if (stores.length > 0) {
    await db
      .insert(staffStores)
      .values(stores.map((storeCode) => ({ staffId: row.id, storeCode })));
  }
  return { id: row.id, ...signedIn(await passwordLogin(app, email, 'clinic-pass-42')) };
}

export interface VisitSeed {
  store?: string;
  startsAt: Date;
  state?: string;
  lastName?: string;
  verified?: boolean;
  clearance?: 'cleared' | 'not_cleared';
  treatmentDraft?: boolean;
  /** Screening flags on a signed questionnaire for the appointment. */
  flags?: number;
}

/** One appointment with whatever of its visit the seed asks for, straight in the database. */
export async function seedVisit(db: Db, seed: VisitSeed): Promise<string> {
  const suffix = randomBytes(4).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ firstName: 'Day', lastName: seed.lastName ?? `Visit ${suffix}` })
    .returning({ id: clients.id });
  const [appointment] = await db
    .insert(appointments)
    .values({
      number: `DV-${suffix.toUpperCase()}`,
      clientId: client!.id,
      storeCode: seed.store ?? 'london',
      service: 'iv_drip',
      startsAt: seed.startsAt,
      endsAt: new Date(seed.startsAt.getTime() + 30 * 60_000),
      bookedVia: 'staff',
      state: seed.state ?? 'not_started',
      clearance: seed.clearance ?? null,
    })
    .returning({ id: appointments.id });
  const id = appointment!.id;
  const base = { clientId: client!.id, appointmentId: id, locale: 'en', answers: {} };
  if (seed.flags !== undefined) {
    await db.insert(formSubmissions).values({
      ...base,
      kind: 'mf',
      templateId: 'mfUk',
      templateVersion: '20231027',
      status: 'submitted',
      submittedAt: seed.startsAt,
      flags: Array.from({ length: seed.flags }, (_, i) => ({ id: `flag${i}`, questions: [] })),
    });
  }
  if (seed.treatmentDraft) {
    await db.insert(formSubmissions).values({
      ...base,
      kind: 'medical',
      templateId: 'medicalUk',
      templateVersion: '20231027',
      status: 'draft',
    });
  }
  if (seed.verified) {
    await db.insert(identityVerifications).values({
      clientId: client!.id,
      appointmentId: id,
      method: 'in_person',
      verifiedAt: seed.startsAt,
    });
  }
  return id;
}
