import * as z from 'zod/mini';
import type { ConsentSummary } from '../consent-summary';
import { countryField, emailField, mobileField } from './auth';

/**
 * POST /api/clients/search (decision 025) — staff only (any role). The term travels in the body,
 * never in the URL, and never reaches logs or audit data. Email and mobile find one client by an
 * exact, verified contact (spec §8); name, appointment number and date of birth answer a list
 * of hits, most relevant first. Identity search is group-wide.
 */

const trimmed = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.maxLength(max, 'validation.tooLong'));

/** A real day of the calendar as YYYY-MM-DD ("2001-02-30" is not one). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Any part of a first or last name; at least one letter or digit. */
const nameTerm = trimmed(100).check(
  z.minLength(1, 'validation.required'),
  z.refine((s: string) => /[\p{L}\p{N}]/u.test(s), 'validation.invalidFormat'),
);

const emailSearch = z.object({ type: z.literal('email'), email: emailField });
const mobileSearch = z.object({
  type: z.literal('mobile'),
  country: countryField,
  mobile: mobileField,
});

export const clientSearchBody = z.discriminatedUnion('type', [
  emailSearch,
  mobileSearch,
  z.object({ type: z.literal('name'), name: nameTerm }),
  z.object({
    type: z.literal('appointment'),
    // Numbers are shown upper case (AP-7KQ2M9XR); what the desk types is matched upper case.
    appointment_number: z
      .pipe(
        trimmed(40),
        z.transform((s) => s.toUpperCase()),
      )
      .check(z.minLength(1, 'validation.required')),
  }),
  z.object({
    type: z.literal('dob'),
    date_of_birth: z.string().check(z.refine(isCalendarDate, 'validation.invalidDate')),
    name: z.optional(
      z.pipe(
        trimmed(100),
        z.transform((s) => (s === '' ? undefined : s)),
      ),
    ),
  }),
]);
export type ClientSearchBody = z.infer<typeof clientSearchBody>;
export type ClientSearchType = ClientSearchBody['type'];

/** The exact-contact searches: what the desk hands to and from registering a client. */
export const contactSearchBody = z.discriminatedUnion('type', [emailSearch, mobileSearch]);
export type ContactSearchBody = z.infer<typeof contactSearchBody>;

/**
 * One client of a list search: enough to tell namesakes apart (date of birth, masked contact,
 * last visit, store) without showing a whole record; GET /api/clients/:id opens it.
 */
export interface ClientSearchHit {
  id: string;
  name: string;
  date_of_birth: string | null;
  /** `a***@e***.com`: whose address it is, not the address. */
  email_masked: string | null;
  /** `+44*******456`. */
  mobile_masked: string | null;
  /** Start of the latest appointment before now that was not cancelled; null if none. */
  last_visit_at: string | null;
  /** Today's appointment at one of the searcher's stores, else the last visit's store. */
  store_code: string | null;
  /** The client's appointment today at one of the searcher's stores, if any. */
  today: { number: string; starts_at: string; store_code: string } | null;
  /** Has an appointment at one of the searcher's stores (ranked before other stores' clients). */
  at_my_store: boolean;
  /** Consent to treatment and privacy authorization with their expiry, as the day view shows. */
  consent: ConsentSummary;
  /**
   * When identity was checked for the client's visit today at the searcher's stores, else their
   * next one there (a check at an earlier visit does not count); null if not (yet).
   */
  identity_verified_at: string | null;
}

/** The most hits a list search answers; `more` says there were others. */
export const SEARCH_HITS_MAX = 20;
