import { eq } from 'drizzle-orm';
import type {
  AppointmentSummary,
  MfRef,
  UserInfo,
  VerifyEncodeDetailData,
} from '../../../shared/api/verification';
import { findCatalogueEntry, latestVersionOf } from '../../../shared/stores';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, clients, identityVerifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { LinkRow } from './link-check';
import { maskEmail, maskMobile, maskName } from './mask';
import { latestMfId, nextStep } from './next-step';

export type ClientRow = typeof clients.$inferSelect;

export async function loadClient(db: Db, clientId: string): Promise<ClientRow> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) throw new AppError('linkInvalid', undefined, 'verification.verifyError');
  return row;
}

export function userInfo(client: ClientRow, full: boolean): UserInfo {
  return {
    id: client.id,
    first_name: client.firstName,
    last_name: full ? client.lastName : maskName(client.lastName),
    email: full ? client.email : maskEmail(client.email),
    mobile: full ? client.mobile : maskMobile(client.mobile),
  };
}

/** Only verified addresses may receive a confirmation code: an unverified one proves nothing. */
export function codeChannels(client: ClientRow): ('sms' | 'email')[] {
  const channels: ('sms' | 'email')[] = [];
  if (client.mobile && client.mobileVerifiedAt) channels.push('sms');
  if (client.email && client.emailVerifiedAt) channels.push('email');
  return channels;
}

export async function isVerified(db: Db, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(eq(identityVerifications.clientId, clientId))
    .limit(1);
  return Boolean(row);
}

/** The store's current medical form (the catalogue's newest version that has an mf variant). */
export function mfRef(storeCode: string): MfRef | null {
  const version = latestVersionOf(storeCode);
  const entry = version ? findCatalogueEntry(storeCode, version) : undefined;
  if (!version || !entry?.mf) return null;
  return { store_code: storeCode, version, path: `/mf/${storeCode}/${version}` };
}

async function appointmentSummary(db: Db, id: string | null): Promise<AppointmentSummary | null> {
  if (!id) return null;
  const [a] = await db.select().from(appointments).where(eq(appointments.id, id));
  if (!a) return null;
  return {
    id: a.id,
    number: a.number,
    service: a.service,
    store_code: a.storeCode,
    starts_at: a.startsAt.toISOString(),
    ends_at: a.endsAt.toISOString(),
    state: a.state,
  };
}

/**
 * What a checked link shows. `full` is true for staff and for a browser that confirmed a code
 * for this link; otherwise the person's details are masked (see mask.ts).
 */
export async function linkView(
  ctx: AppContext,
  link: LinkRow,
  full: boolean,
): Promise<VerifyEncodeDetailData> {
  const client = await loadClient(ctx.db, link.clientId);
  const appointment = await appointmentSummary(ctx.db, link.appointmentId);
  const now = ctx.clock();
  return {
    user_info: userInfo(client, full),
    mf_id: await latestMfId(ctx.db, client.id),
    mf: mfRef(link.storeCode),
    purpose: link.purpose,
    expires_at: link.expiresAt.toISOString(),
    verified: await isVerified(ctx.db, client.id),
    confirmed: full,
    next: await nextStep(
      ctx.db,
      client.id,
      now,
      link.storeCode,
      appointment ? new Date(appointment.starts_at) : now,
    ),
    code_channels: codeChannels(client),
    appointment,
  };
}
