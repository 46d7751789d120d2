import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BookingResultDto } from '../../../shared/api/clients';
import { findService } from '../../../shared/booking-services';
import { toLanguage } from '../../../shared/languages';
import { signContactCode } from '../../auth/contact-code';
import type { Address } from '../../auth/destination';
import { consumeCode } from '../../auth/one-time-codes';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appointments, clients } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { formLinkFor } from '../appointments/form-link';
import { recordAudit } from '../audit';
import { codeRejected } from '../code-login';
import { sendCodeOrNotice } from '../code-sender';
import { uniqueViolation } from '../unique-violation';
import { activeStore, assertValidSlot, isSlotTaken, slotEnd } from './slots';

export interface BookingRequest {
  store_code: string;
  service: string;
  starts_at: string;
  first_name: string;
  last_name: string;
  code: string;
  language?: string;
}

/** Always a code: booking is open to new and existing clients alike (nothing to enumerate). */
export function sendBookingCode(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  language: string | undefined,
) {
  return sendCodeOrNotice(ctx, request, to, { kind: 'code', purpose: 'booking' }, language, null);
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** "AP-" and 8 characters without look-alikes (0/O, 1/I/L): easy to read out on the phone. */
export function newAppointmentNumber(): string {
  let s = 'AP-';
  for (let i = 0; i < 8; i += 1) s += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return s;
}

const slotTaken = () => new AppError('conflict', undefined, 'booking.slotTaken');

/** The client with this contact (the code just proved it, so it is now verified), or a new one. */
async function matchOrCreateClient(db: Db, to: Address, req: BookingRequest, now: Date) {
  const isEmail = to.channel === 'email';
  const match = isEmail
    ? sql`lower(${clients.email}) = ${to.address}`
    : eq(clients.mobile, to.address);
  const [existing] = await db.select().from(clients).where(match).limit(1);
  if (existing) {
    const verify = isEmail ? { emailVerifiedAt: now } : { mobileVerifiedAt: now };
    const needed = isEmail ? !existing.emailVerifiedAt : !existing.mobileVerifiedAt;
    if (needed) await db.update(clients).set(verify).where(eq(clients.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(clients)
    .values({
      firstName: req.first_name,
      lastName: req.last_name,
      email: isEmail ? to.address : null,
      emailVerifiedAt: isEmail ? now : null,
      mobile: isEmail ? null : to.address,
      mobileVerifiedAt: isEmail ? null : now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clients.id });
  return { id: row!.id, created: true };
}

/**
 * Books a slot: the code check, the client match and the appointment insert are one
 * transaction, so losing the slot race (the unique index decides) also gives the code back.
 * A wrong code commits only its attempt count.
 */
export async function bookAppointment(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  req: BookingRequest,
  /** The member of staff booking at the desk; none for the client's own online booking. */
  staffId: string | null = null,
): Promise<BookingResultDto> {
  const now = ctx.clock();
  const store = await activeStore(ctx, req.store_code);
  const service = findService(req.service);
  if (!service) {
    throw new AppError('validation', [{ path: 'service', message: 'booking.unknownService' }]);
  }
  const start = new Date(req.starts_at);
  assertValidSlot(store, start, now, staffId ? 'staff' : 'client');
  // Cheap pre-check: the common case of a taken slot does not spend the code.
  if (await isSlotTaken(ctx.db, store.code, start)) throw slotTaken();
  let result;
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode({ ...ctx, db: tx }, 'booking', to, req.code))) return undefined;
      const client = await matchOrCreateClient(tx, to, req, now);
      const [appointment] = await tx
        .insert(appointments)
        .values({
          number: newAppointmentNumber(),
          clientId: client.id,
          storeCode: store.code,
          service: service.id,
          startsAt: start,
          endsAt: slotEnd(start),
          bookedVia: staffId ? 'staff' : 'online',
          bookedByStaffId: staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { client, appointment: appointment! };
    });
  } catch (error) {
    if (uniqueViolation(error) === 'appointments_slot_idx') throw slotTaken();
    // Same contact booking twice at once: the other request created the client; retry is safe.
    if (uniqueViolation(error) !== undefined)
      throw new AppError('conflict', undefined, 'booking.retry');
    throw error;
  }
  if (!result) throw codeRejected();
  const { client, appointment } = result;
  // Issued by the member of staff booking at the desk, or by no one for an online booking.
  const { url: link } = await formLinkFor(ctx, appointment, staffId);
  await recordAudit(
    ctx.db,
    {
      actorType: staffId ? 'staff' : 'client',
      actorId: staffId ?? client.id,
      action: 'appointment.book',
      entity: 'appointment',
      entityId: appointment.id,
      outcome: 'success',
      data: {
        store: store.code,
        channel: to.channel,
        newClient: client.created,
        clientId: client.id,
      },
    },
    request,
  );
  const when = new Intl.DateTimeFormat(toLanguage(req.language), {
    timeZone: store.timezone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(start);
  try {
    const extra = { number: appointment.number, when, link };
    await ctx.messenger.send(
      to.channel,
      to.address,
      'bookingConfirmed',
      req.language,
      undefined,
      extra,
    );
  } catch {
    // The booking stands and the answer carries number and link; the failure is logged.
  }
  return {
    number: appointment.number,
    store_code: store.code,
    service: service.id,
    starts_at: start.toISOString(),
    ends_at: appointment.endsAt.toISOString(),
    form_link: link,
    contact_code: signContactCode(
      ctx.config.secrets.linkTokenKeys,
      { clientId: client.id, appointmentId: appointment.id },
      now,
    ),
  };
}
