import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';

/**
 * The sign-in and registration contract (issue 3). Server routes parse with these schemas and
 * the web screens validate with them before sending, so both sides say the same thing.
 * Error messages are translation keys (`validation.*`, `auth.*`).
 */

export const STAFF_ROLES = ['admin', 'practitioner', 'nurse'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Spec §5 / §9: at least 6 characters; OWASP: accept long passphrases. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

/**
 * What a one-time code is for; a code of one purpose never passes for another, and sends are
 * limited per purpose and destination. `booking` proves a booking's contact, `identity` the
 * holder of a verification link, `contact` a new email or mobile before it replaces the old.
 */
export const CODE_PURPOSES = ['login', 'register', 'booking', 'identity', 'contact'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const trimmed = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.maxLength(max, 'validation.tooLong'));

export const emailField = z
  .pipe(
    z.string(),
    z.transform((s) => s.trim().toLowerCase()),
  )
  .check(
    z.minLength(1, 'validation.required'),
    z.maxLength(254, 'validation.tooLong'),
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'validation.invalidEmail'),
  );

/** ISO 3166-1 alpha-2 country of a phone number typed without its international prefix. */
export const countryField = z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.invalidCountry'));

/** A phone number as typed; the server normalizes it to E.164 with libphonenumber-js. */
export const mobileField = trimmed(32).check(
  z.minLength(1, 'validation.required'),
  z.regex(/^[+\d][\d\s().-]*$/, 'validation.invalidMobile'),
);

/**
 * Spec §5: at least 6 characters, letters and at least one number. The common-password check
 * runs on the server only (the list is not shipped to browsers).
 */
export const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'auth.enterPassword'),
    z.minLength(PASSWORD_MIN_LENGTH, 'auth.passwordTooShort'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'auth.passwordTooLong'),
    z.regex(/\p{L}/u, 'auth.passwordNeedsLetter'),
    z.regex(/\d/, 'auth.passwordNeedsDigit'),
  );

export const codeField = z
  .string()
  .check(
    z.minLength(1, 'auth.enterCode'),
    z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), 'auth.invalidCode'),
  );

const language = z.optional(z.enum(LANGUAGES));

/** Where a one-time code goes: an email address, or a mobile number with its country. */
export const destinationFields = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), email: emailField }),
  z.object({ channel: z.literal('sms'), country: countryField, mobile: mobileField }),
]);
export type Destination = z.infer<typeof destinationFields>;

// ---- POST /api/auth/login — password sign-in; account is an email or a mobile number.
export const passwordLoginBody = z.object({
  account: trimmed(254).check(z.minLength(1, 'auth.enterAccount')),
  /** Needed when `account` is a mobile number written without +country prefix. */
  country: z.optional(countryField),
  password: z
    .string()
    .check(z.minLength(1, 'auth.enterPassword'), z.maxLength(PASSWORD_MAX_LENGTH)),
  /** The screen's language: a client's preferred language from this sign-in on. */
  language,
});
export type PasswordLoginBody = z.infer<typeof passwordLoginBody>;

// ---- POST /api/auth/code/send — sends a sign-in code. Always answers `{sent: true}`.
export const sendLoginCodeBody = z.intersection(destinationFields, z.object({ language }));

// ---- POST /api/auth/code/login — signs in with the code.
export const codeLoginBody = z.intersection(
  destinationFields,
  z.object({ code: codeField, language }),
);

// ---- POST /api/mform/sendEmailRegisterCode and /api/mform/sendMobileRegisterCode
// Always answer `{sent: true}`; an address that already has an account gets a message telling
// its owner to sign in instead of a code (spec "email already registered", without revealing
// it to whoever typed the address).
export const sendEmailRegisterCodeBody = z.object({ email: emailField, language });
export const sendMobileRegisterCodeBody = z.object({
  country: countryField,
  mobile: mobileField,
  language,
});

const registrationDetails = {
  code: codeField,
  first_name: trimmed(100).check(z.minLength(1, 'validation.required')),
  last_name: trimmed(100).check(z.minLength(1, 'validation.required')),
  password: newPasswordField,
  language,
};

// ---- POST /api/mform/emailRegist and /api/mform/mobileRegist — create the client, verify the
// contact, sign in. Answer: SessionInfo.
export const emailRegistBody = z.object({ email: emailField, ...registrationDetails });
export const mobileRegistBody = z.object({
  country: countryField,
  mobile: mobileField,
  ...registrationDetails,
});

// ---- GET /api/session
export interface SessionUser {
  id: string;
  kind: 'staff' | 'client';
  /** Staff only. */
  role: StaffRole | null;
  name: string;
}
export interface SessionInfo {
  authenticated: boolean;
  user: SessionUser | null;
  /** Send as `x-csrf-token` on every cookie-authenticated POST/PUT/PATCH/DELETE. */
  csrfToken: string | null;
  /**
   * GET /api/session only: true when the request carried a login cookie whose session has ended
   * (idle or absolute timeout, signed out elsewhere, account deactivated), so the web app can
   * say "authentication expired, please log in again" (spec §8). The cookie is cleared.
   */
  expired?: boolean;
}

/** Answer of every send-code endpoint, whatever happened behind it (no account enumeration). */
export interface SendCodeResult {
  sent: true;
}

// ---- GET /api/common/user_country — the country selector: {countries: CountryDto[]}, by code.
export interface CountryDto {
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  code: string;
  /** International calling code with +, e.g. "+44". */
  dial: string;
}

// ---- Staff administration (admin role only)
// GET /api/admin/staff → {staff: StaffDto[]}; POST /api/admin/staff → StaffDto;
// PATCH /api/admin/staff/:id → StaffDto (deactivating ends that person's sessions at once).
export interface StaffDto {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  role: StaffRole;
  active: boolean;
  created_at: string;
}
export const createStaffBody = z.object({
  name: trimmed(200).check(z.minLength(1, 'validation.required')),
  email: emailField,
  mobile: z.optional(z.string()),
  country: z.optional(countryField),
  role: z.enum(STAFF_ROLES),
  password: newPasswordField,
});
export const updateStaffBody = z.object({
  role: z.optional(z.enum(STAFF_ROLES)),
  active: z.optional(z.boolean()),
});
export const staffIdParams = z.object({ id: z.uuid() });

// ---- GET /api/setup/status
export interface SetupStatusDto {
  needsFirstAdmin: boolean;
}

// ---- GET /api/dev/outbox?limit=N — development only (absent when NODE_ENV=production): the
// mail and SMS that went to the outbox table because no SMTP_URL / SMS provider is set.
export interface OutboxMessageDto {
  id: number;
  channel: 'email' | 'sms';
  /** Email address or E.164 mobile. */
  destination: string;
  /** Email only. */
  subject: string | null;
  body: string;
  /** Files sent with the mail: name, type, size and SHA-256 (never the bytes). */
  attachments: { filename: string; content_type: string; bytes: number; sha256: string }[];
  created_at: string;
}
/** `limit` defaults to 50; the server caps it at 200. */
export const outboxQuery = z.object({
  limit: z.optional(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'validation.invalidFormat'))),
});

// ---- POST /api/setup/first-admin — only with the one-time setup token printed at first start.
export const firstAdminBody = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  name: trimmed(200).check(z.minLength(1, 'validation.required')),
  email: emailField,
  password: newPasswordField,
});
