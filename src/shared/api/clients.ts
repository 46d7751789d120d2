import * as z from 'zod/mini';
import { APPOINTMENT_STATES, type AppointmentState } from '../appointment';
import type { AppointmentAction } from '../appointment-actions';
import type { ConsentSummary } from '../consent-summary';
import { GENDERS } from '../genders';
import { LANGUAGES, type Language } from '../languages';
import { codeField, countryField, emailField, mobileField } from './auth';
import type { ClientSearchHit } from './client-search';

/**
 * Issue 4: client search, client info, appointments, online booking and the contact-info flow.
 * Server routes parse with these schemas and the web screens validate with them before sending.
 * Messages are translation keys (`clients.*`, `booking.*`, `appointments.*`, `validation.*`).
 * Snake_case fields, like the rest of the API. Times are ISO 8601 strings in UTC.
 */

const trimmed = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.maxLength(max, 'validation.tooLong'));
const language = z.optional(z.enum(LANGUAGES));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'));

// ---- POST /api/clients/search: the body's schema is in client-search.ts.
export {
  clientSearchBody,
  contactSearchBody,
  type ClientSearchBody,
  type ClientSearchHit,
  type ClientSearchType,
  type ContactSearchBody,
} from './client-search';

/**
 * Email and mobile: `found` with `client` set; `not_verified` when a client has this contact but
 * never verified it (`message` is `clients.mobileNotVerified` / `clients.emailNotVerified` and
 * `switch_to` names the other search type, spec §8); `not_found`: `clients.noInformation`.
 * Name, appointment number and date of birth: `found` with `hits` (most relevant first, at most
 * SEARCH_HITS_MAX, `more` when others matched too) or `not_found`; `client` stays null.
 */
export interface ClientSearchResult {
  status: 'found' | 'not_verified' | 'not_found';
  message: string;
  switch_to: 'email' | 'mobile' | null;
  client: ClientInfoDto | null;
  hits: ClientSearchHit[];
  more: boolean;
}

// ---- GET /api/clients/:id — staff only: the same client info as a search hit (by id, no term).
export const clientIdParams = z.object({ id: z.uuid() });

export interface ClientInfoDto {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  gender: string | null;
  date_of_birth: string | null;
  /** Whole years on the server's today, null without a date of birth. */
  age: number | null;
  email: string | null;
  email_verified: boolean;
  mobile: string | null;
  mobile_verified: boolean;
  /** Has a password (registered) rather than created by a booking or by staff. */
  registered: boolean;
  /**
   * The language every message and link to her goes out in unless the desk chooses another
   * for one message (decision 043); null until she books online, signs in or signs a form.
   */
  preferred_language: Language | null;
  consent: ConsentSummary;
  created_at: string;
  /** "Previous modified time". */
  updated_at: string;
  /** Newest first. */
  appointments: AppointmentDto[];
}

export interface AppointmentDto {
  id: string;
  /** "Appointment number". */
  number: string;
  store_code: string;
  service: string;
  /** "Booking time": the slot the client is booked for (its start; "created time" is when). */
  starts_at: string;
  ends_at: string;
  /** "Booked by": `online` (the client) or `staff` with the staff member's name. */
  booked_via: 'online' | 'staff';
  booked_by_name: string | null;
  state: AppointmentState;
  filling_started_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  /** "Operation": what staff may do now (src/shared/appointment-actions.ts), in display order. */
  actions: AppointmentAction[];
}

// ---- POST /api/appointments/:id/transition — staff only. Answer: AppointmentDto. An illegal
// move is 409 `appointments.illegalTransition`. `mark_missed` is the server's own job only.
export const API_APPOINTMENT_EVENTS = [
  'start_filling',
  'complete_forms',
  'complete_appointment',
  'cancel',
] as const;
export const appointmentIdParams = z.object({ id: z.uuid() });
// `complete_appointment` of a visit without a signed treatment record ("Mark visit completed")
// needs `reason` (400 `validation.required` at `reason`), kept as the visit's completion note.
export const appointmentTransitionBody = z.object({
  event: z.enum(API_APPOINTMENT_EVENTS),
  reason: z.optional(trimmed(500).check(z.minLength(1, 'validation.required'))),
});

// ---- POST /api/appointments/:id/send-form-link — staff only. Queues a signed `fill` link for
// this appointment (identity check, then the store's live medical form) to the client's email or
// mobile, in her preferred language, or in `language` when the desk chooses one on purpose (the
// link carries it as `lang=`). Answer: {sent: true}. No contact on that channel: 409
// `clients.noContactForChannel`; a completed, missed or cancelled appointment: 409
// `appointments.closed`.
export const sendFormLinkBody = z.object({
  channel: z.enum(['email', 'sms']),
  language,
});

// ---- POST /api/appointments/:id/invite-member — staff only. Sends the client an invitation to
// register (email if verified, else SMS) in her preferred language, or in `language` when the
// desk chooses one on purpose. Answer: {sent: true, channel}. Already a
// member: 409 `clients.alreadyMember`; no verified contact: 409 `clients.noVerifiedContact`.
export const inviteMemberBody = z.object({ language });
export interface InviteMemberResult {
  sent: true;
  channel: 'email' | 'sms';
}

export { APPOINTMENT_STATES };

// ---- GET /api/booking/options — public: stores that take bookings and the services each offers.
// Online, stores with online booking switched off are left out; staff at the desk see them.
export interface BookingOptionsDto {
  stores: {
    code: string;
    name: string;
    brand: string;
    timezone: string;
    /** ISO 3166 country: the phone country code a booking at this store starts with. */
    country: string;
    address: string;
    /** What this store offers, each with its minutes (`booking.service.<id>` names it). */
    services: { id: string; duration_minutes: number }[];
    /**
     * Shown in the list. An unlisted store (no name of its own) is booked through its own link,
     * `/book-online?store=<code>`; staff at the desk see every store.
     */
    listed: boolean;
  }[];
}

// ---- GET /api/booking/slots?store=&date=YYYY-MM-DD&service= — public. The start times of the
// store's opening hours on that local date for the service (default: the store's first), in
// the store's time zone, given as UTC instants. A service the store does not offer: 400
// `booking.unknownService` at `service`.
export const bookingSlotsQuery = z.object({
  store: z.string().check(z.minLength(1), z.maxLength(40)),
  date: isoDate,
  service: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
});
export interface BookingSlotDto {
  starts_at: string;
  /** When the service ends (the observation time comes on top, src/shared/capacity.ts). */
  ends_at: string;
  /** Bookable now by whoever asks: inside the booking window with a chair free. */
  available: boolean;
  /** Inside the booking window, but every chair is taken for some of the stay. */
  full: boolean;
  /** Staff only: chairs still free for the whole stay. Null for the public. */
  places_left: number | null;
}
export interface BookingSlotsDto {
  store_code: string;
  date: string;
  timezone: string;
  service: string;
  slots: BookingSlotDto[];
}

/** Where the booking code goes; same shape as sign-in destinations. */
const bookingContact = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: emailField }),
  z.object({ channel: z.literal('sms'), country: countryField, mobile: mobileField }),
]);

// ---- POST /api/booking/send-code — public. A 6-digit code (purpose `booking`) to the contact.
// Always answers {sent: true}. Rate limits as sign-in codes (`auth.tooManyCodes`, 429).
export const bookingSendCodeBody = z.intersection(bookingContact, z.object({ language }));

const nameField = trimmed(100).check(z.minLength(1, 'validation.required'));

// ---- POST /api/booking/book — public. Answer: BookingResultDto. No chair free for the whole
// stay: 409 `booking.slotFull`; a start outside opening hours or in the past: 400
// `booking.invalidSlot`; a service the store does not offer: 400 `booking.unknownService`;
// wrong code: 400 `auth.invalidCode` as for sign-in. An existing client with this contact is
// reused (the code proves the contact), never duplicated.
export const bookingBody = z.intersection(
  bookingContact,
  z.object({
    store_code: z.string().check(z.minLength(1), z.maxLength(40)),
    service: z.string().check(z.minLength(1), z.maxLength(40)),
    starts_at: z.iso.datetime({ offset: true }),
    first_name: nameField,
    last_name: nameField,
    code: z.string().check(z.regex(/^\d{6}$/, 'auth.invalidCode')),
    language,
  }),
);
export interface BookingResultDto {
  number: string;
  store_code: string;
  service: string;
  starts_at: string;
  ends_at: string;
  /** The medical form to fill before the visit (also sent to the contact). */
  form_link: string;
  /** A contact code for /api/mform/contactinfo_show (docs/decisions/004). */
  contact_code: string;
}

// ---- POST /api/mform/contactinfo_show and POST /api/mform/new_contact_info — public, with a
// contact code (docs/decisions/004-clients-and-booking.md). `new_contact_info` also returns a
// fresh code (new expiry) that replaces the old one in session storage. Invalid or expired:
// 401 `clients.contactCodeInvalid`.
export const contactCodeBody = z.object({
  code: z.string().check(z.minLength(1, 'validation.required'), z.maxLength(512)),
});
/** 1: new contact, fills personal details (/userinfo); 2: known client confirms (/userData);
 * 3: needs staff help (/hintWarning). */
export type ContactStatus = 1 | 2 | 3;
export interface ContactInfoDto {
  status: ContactStatus;
  client: ClientDetailsDto;
  appointment: { number: string; store_code: string; starts_at: string; state: AppointmentState };
  /** new_contact_info only. */
  code?: string;
}

// ---- POST /api/mform/confirm_user_info_show — the signed-in client (cookie + CSRF), or whoever
// holds a contact `code`: that client's details. Answer: ClientDetailsDto.
export const userInfoShowBody = z.object({ code: z.optional(contactCodeBody.shape.code) });

export interface ClientDetailsDto {
  first_name: string;
  last_name: string;
  gender: string | null;
  date_of_birth: string | null;
  occupation: string | null;
  address: string | null;
  email: string | null;
  email_verified: boolean;
  mobile: string | null;
  mobile_verified: boolean;
  /** A new email or mobile waiting for its code (confirm_contact_change); null when none. */
  pending_email: string | null;
  pending_mobile: string | null;
  /** Has a member account (a password): else the page invites the client to register. */
  registered: boolean;
}

// ---- POST /api/mform/update_user_info — same access as above; saves the details shown on
// /userinfo (new contact) and /userData (known client). Answer: ClientDetailsDto. A changed
// email or mobile does not replace the current one: it becomes `pending_email` /
// `pending_mobile` and a code (purpose `contact`) goes to it in `language`. The answer is the
// same whether the address is free or used by anyone else, so it reveals no account. Giving
// the current contact again withdraws its pending change. Too many codes to that address:
// 429 `auth.tooManyCodesForContact`.
export const userDetailsBody = z.object({
  code: z.optional(contactCodeBody.shape.code),
  first_name: nameField,
  last_name: nameField,
  gender: z.enum(GENDERS, 'validation.invalidGender'),
  date_of_birth: isoDate,
  occupation: trimmed(200).check(z.minLength(1, 'validation.required')),
  address: trimmed(500).check(z.minLength(1, 'validation.required')),
  email: z.optional(emailField),
  country: z.optional(countryField),
  mobile: z.optional(mobileField),
  language,
});
export type UserDetailsBody = z.infer<typeof userDetailsBody>;

// ---- POST /api/mform/confirm_contact_change — same access as update_user_info. `otp` is the
// code sent to the pending address of `channel`; then that address replaces the current one,
// verified. Answer: ClientDetailsDto. Wrong or expired code (5 tries): 400 with field `otp`
// `auth.codeInvalidOrExpired`. If the address now belongs to another client or to staff: 409
// `clients.contactTaken` and nothing changes (the code proved control of that address, so
// this tells its owner nothing new).
export const confirmContactChangeBody = z.object({
  code: z.optional(contactCodeBody.shape.code),
  channel: z.enum(['email', 'sms']),
  otp: codeField,
});
export type ConfirmContactChangeBody = z.infer<typeof confirmContactChangeBody>;
