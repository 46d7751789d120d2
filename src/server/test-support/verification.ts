import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { appointments, clients } from '../db/schema';
import type { SignedIn } from './accounts';
import { staffSession } from './clients';

let slot = 0;

/** A client with a verified email and mobile, and an appointment at `store` (issue 6 tests). */
export async function seedClientWithAppointment(
  db: Db,
  options: { store?: string; startsAt?: Date; verifiedContacts?: boolean } = {},
) {
  const suffix = randomBytes(3).toString('hex');
  const verifiedAt = options.verifiedContacts === false ? null : new Date('2029-01-01T00:00:00Z');
  const [client] = await db
    .insert(clients)
    .values({
      firstName: 'Jane',
      lastName: 'Doe',
      email: `jane.${suffix}@example.com`,
      emailVerifiedAt: verifiedAt,
      mobile: `+4474001${String(parseInt(suffix, 16) % 100000).padStart(5, '0')}`,
      mobileVerifiedAt: verifiedAt,
    })
    .returning();
  // Distinct 10-minute slots on 2030-01-01 (one client per store and start time).
  const startsAt =
    options.startsAt ?? new Date(Date.parse('2030-01-01T10:00:00Z') + 600_000 * (slot += 1));
  const [appointment] = await db
    .insert(appointments)
    .values({
      number: `AP-${suffix.toUpperCase()}`,
      clientId: client!.id,
      storeCode: options.store ?? 'london',
      service: 'iv-drip',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      bookedVia: 'staff',
    })
    .returning();
  return { client: client!, appointment: appointment! };
}

/** A signed-in nurse working at `stores` (London unless told otherwise). */
export async function staffSignIn(
  app: FastifyInstance,
  db: Db,
  stores: string[] = ['london'],
): Promise<SignedIn> {
  return staffSession(app, db, `nurse.${randomBytes(3).toString('hex')}@clinic.test`, stores);
}

export async function issue(
  app: FastifyInstance,
  staff: SignedIn,
  appointmentId: string,
  purpose: 'verify' | 'fill' = 'verify',
  send?: ('sms' | 'email')[],
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/verification/links',
    headers: staff.headers,
    payload: { appointmentId, purpose, send },
  });
  expect(response.json()).toMatchObject({ code: 0 });
  const data = response.json().data as { url: string; linkId: string; expiresAt: string };
  const url = new URL(data.url);
  return { ...data, code: url.searchParams.get('code')!, path: url.pathname };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

export function expectOutcome(response: LightMyRequestResponse, code: number, message: string) {
  expect(response.json()).toMatchObject({ code, message });
}
