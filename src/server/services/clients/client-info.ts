import { eq } from 'drizzle-orm';
import type { AppointmentDto, ClientInfoDto } from '../../../shared/api/clients';
import { isAppointmentState } from '../../../shared/appointment';
import { allowedActions } from '../../../shared/appointment-actions';
import { summarizeConsents, type ConsentRecord } from '../../../shared/consent-summary';
import { formDue } from '../../../shared/form-due';
import { isLanguage } from '../../../shared/languages';
import type { Db } from '../../db/client';
import { appointments, clients, consents } from '../../db/schema';
import { FALLBACK_TIME_ZONE } from '../stores/store-time-zones';

type ClientRow = typeof clients.$inferSelect;
type AppointmentRow = typeof appointments.$inferSelect;

/** Whole years between a YYYY-MM-DD date of birth and `now` (UTC calendar). */
export function ageOn(dateOfBirth: string | null, now: Date): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const month = now.getUTCMonth() + 1;
  if (month < m || (month === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

export function toAppointmentDto(
  row: AppointmentRow,
  bookedByName: string | null,
  client: ClientRow,
  consents: readonly ConsentRecord[],
  /** The store's time zone (services/stores/store-time-zones.ts). */
  timeZone: string,
): AppointmentDto {
  const state = isAppointmentState(row.state) ? row.state : 'not_started';
  return {
    id: row.id,
    number: row.number,
    store_code: row.storeCode,
    service: row.service,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    booked_via: row.bookedVia,
    booked_by_name: bookedByName,
    state,
    filling_started_at: row.fillingStartedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    actions: allowedActions({
      state,
      due: formDue({
        consents,
        serviceDate: row.startsAt,
        timeZone,
      }).form,
      registered: client.passwordHash !== null,
      contactVerified: client.emailVerifiedAt !== null || client.mobileVerifiedAt !== null,
    }),
  };
}

/** The client's signed consent rows, the input of src/shared/form-due.ts. */
export async function consentRecordsOf(db: Db, clientId: string): Promise<ConsentRecord[]> {
  return db
    .select({ kind: consents.kind, granted_at: consents.grantedAt, expires_at: consents.expiresAt })
    .from(consents)
    .where(eq(consents.clientId, clientId));
}

export async function consentSummaryOf(db: Db, clientId: string, now: Date) {
  return summarizeConsents(await consentRecordsOf(db, clientId), now);
}

/**
 * Everything the client info table shows about one client (spec §2), from rows already read
 * (appointments newest first, with the booking staff member's name).
 */
export function toClientInfo(
  client: ClientRow,
  rows: { appointment: AppointmentRow; bookedByName: string | null }[],
  consentRecords: ConsentRecord[],
  now: Date,
  timeZones: ReadonlyMap<string, string>,
): ClientInfoDto {
  const consent = summarizeConsents(consentRecords, now);
  return {
    id: client.id,
    first_name: client.firstName,
    last_name: client.lastName,
    name: `${client.firstName} ${client.lastName}`,
    gender: client.gender,
    date_of_birth: client.dateOfBirth,
    age: ageOn(client.dateOfBirth, now),
    email: client.email,
    email_verified: client.emailVerifiedAt !== null,
    mobile: client.mobile,
    mobile_verified: client.mobileVerifiedAt !== null,
    registered: client.passwordHash !== null,
    preferred_language: isLanguage(client.preferredLanguage) ? client.preferredLanguage : null,
    consent,
    created_at: client.createdAt.toISOString(),
    updated_at: client.updatedAt.toISOString(),
    appointments: rows.map((r) =>
      toAppointmentDto(
        r.appointment,
        r.bookedByName,
        client,
        consentRecords,
        timeZones.get(r.appointment.storeCode) ?? FALLBACK_TIME_ZONE,
      ),
    ),
  };
}

export async function loadClient(db: Db, id: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, id));
  return row;
}
