import type { FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BookingResultDto } from '../../../shared/api/clients';
import { serviceEnd } from '../../../shared/capacity';
import { isLanguage, type Language } from '../../../shared/languages';
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
import { findAddressOwner } from '../accounts';
import { sendCodeOrNotice } from '../code-sender';
import { languageFor } from '../messages';
import { appointmentFacts } from '../stores/appointment-facts';
import { uniqueViolation } from '../unique-violation';
import { chairsLeft, holdChair, offeredMinutes, slotFull } from './chair-rule';
import { activeStore, assertValidSlot } from './slots';

export interface BookingRequest {
  store_code: string;
  service: string;
  starts_at: string;
  first_name: string;
  last_name: string;
  code: string;
  language?: string;
}

/**
 * Always a code: booking is open to new and existing clients alike (nothing to enumerate). In
 * the language of the screen she books on; at the desk (which sends none), in the language of
 * the client who has this address, if one does.
 */
export async function sendBookingCode(
  ctx: AppContext,
  request: FastifyRequest,
  to: Address,
  screenLanguage: string | undefined,
) {
  const owner = screenLanguage ? undefined : await findAddressOwner(ctx.db, to);
  const language = languageFor(owner?.kind === 'staff' ? null : owner, screenLanguage);
  return sendCodeOrNotice(ctx, request, to, { kind: 'code', purpose: 'booking' }, language, null);
}

const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** "AP-" and 8 characters without look-alikes (0/O, 1/I/L): easy to read out on the phone. */
export function newAppointmentNumber(): string {
  let s = 'AP-';
  for (let i = 0; i < 8; i += 1) s += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return s;
}

/**
 * The client with this contact (the code just proved it, so it is now verified), or a new one.
 * `ownLanguage` is the language of the page she booked on herself (none at the desk): it
 * becomes her preferred language, the latest of her own choices winning.
 */
async function matchOrCreateClient(
  db: Db,
  to: Address,
  req: BookingRequest,
  now: Date,
  ownLanguage: Language | null,
) {
  const isEmail = to.channel === 'email';
  const match = isEmail
    ? sql`lower(${clients.email}) = ${to.address}`
    : eq(clients.mobile, to.address);
  const [existing] = await db.select().from(clients).where(match).limit(1);
  if (existing) {
    const verify = isEmail ? { emailVerifiedAt: now } : { mobileVerifiedAt: now };
    const needed = isEmail ? !existing.emailVerifiedAt : !existing.mobileVerifiedAt;
    const language =
      ownLanguage && ownLanguage !== existing.preferredLanguage
        ? { preferredLanguage: ownLanguage }
        : undefined;
    if (needed || language) {
      await db
        .update(clients)
        .set({ ...(needed ? verify : {}), ...language })
        .where(eq(clients.id, existing.id));
    }
    const preferredLanguage = ownLanguage ?? existing.preferredLanguage;
    return { id: existing.id, created: false, preferredLanguage };
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
      preferredLanguage: ownLanguage,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: clients.id });
  return { id: row!.id, created: true, preferredLanguage: ownLanguage };
}

/**
 * Books a start time: the code check, the client match, the chair count and the appointment
 * insert are one transaction, so losing the last chair (chair-rule.ts decides, under a lock on
 * the store) also gives the code back. A wrong code commits only its attempt count.
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
  const booker = staffId ? 'staff' : 'client';
  // Her own booking page's language is hers; a member of staff's never is.
  const ownLanguage = !staffId && isLanguage(req.language) ? req.language : null;
  const store = await activeStore(ctx, req.store_code, booker);
  const minutes = offeredMinutes(store, req.service);
  const start = new Date(req.starts_at);
  assertValidSlot(store, minutes, start, now, booker);
  // Cheap pre-check: the common case of a full time does not spend the code.
  if ((await chairsLeft(ctx.db, store, start, minutes)) === 0) throw slotFull();
  let result;
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (!(await consumeCode({ ...ctx, db: tx }, 'booking', to, req.code))) return undefined;
      const client = await matchOrCreateClient(tx, to, req, now, ownLanguage);
      // The store as it is under the lock: an admin may just have changed it.
      const held = await holdChair(tx, store.code, start, req.service);
      assertValidSlot(held.store, held.minutes, start, now, booker);
      const [appointment] = await tx
        .insert(appointments)
        .values({
          number: newAppointmentNumber(),
          clientId: client.id,
          storeCode: store.code,
          service: req.service,
          startsAt: start,
          endsAt: serviceEnd(start, held.minutes),
          bookedVia: staffId ? 'staff' : 'online',
          bookedByStaffId: staffId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return { client, appointment: appointment! };
    });
  } catch (error) {
    // Same contact booking twice at once: the other request created the client; retry is safe.
    if (uniqueViolation(error) !== undefined)
      throw new AppError('conflict', undefined, 'booking.retry');
    throw error;
  }
  if (!result) throw codeRejected();
  const { client, appointment } = result;
  // At the desk `language` is one chosen on purpose for this booking's messages, if any.
  const language = languageFor(client, req.language, store);
  // Issued by the member of staff booking at the desk, or by no one for an online booking.
  const { url: link } = await formLinkFor(ctx, appointment, staffId, language);
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
        language,
      },
    },
    request,
  );
  try {
    const facts = appointmentFacts(store, appointment, language);
    await ctx.messenger.send(to.channel, to.address, 'bookingConfirmed', language, undefined, {
      ...facts,
      link,
    });
  } catch {
    // The booking stands and the answer carries number and link; the failure is logged.
  }
  return {
    number: appointment.number,
    store_code: store.code,
    service: appointment.service,
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
