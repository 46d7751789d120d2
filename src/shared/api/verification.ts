import * as z from 'zod/mini';
import { LANGUAGES } from '../languages';
import { codeField, type CodePurpose } from './auth';

/**
 * Identity verification by signed link or QR code (issue 6). Server routes parse with these
 * schemas; the web screens (/verification/{store}/{version|latest}, /verify) build on them.
 *
 * The `code` in a link is an opaque server-signed token; the browser never decodes it. Every
 * answer uses the `{code, message, data}` envelope. Outcomes other than success:
 * - expired link: code 41000 (`linkExpired`), message `verification.qrExpired`;
 * - forged, altered, revoked, unknown key, wrong store for the path, already used, or a wrong
 *   purpose: code 40302 (`linkInvalid`), message `verification.verifyError`;
 * - too many attempts: code 42900, message `verification.tooManyAttempts`;
 * - wrong one-time code: code 40000 with field `otp` → `verification.wrongCode`.
 */

export const LINK_PURPOSES = ['verify', 'fill'] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

/** Where the client goes after verification (issue 6.6). */
export type NextStep = 'mf' | 'rf' | 'done';

/** Longest token we accept; a real one is about 150 characters. */
const TOKEN_MAX = 512;
export const linkCodeField = z
  .string()
  .check(
    z.minLength(1, 'verification.verifyError'),
    z.maxLength(TOKEN_MAX, 'verification.verifyError'),
  );
/** The store code of the page's path (`/verification/{store}/…`); must match the token. */
const storeField = z.string().check(z.minLength(1), z.maxLength(40));
const language = z.optional(z.enum(LANGUAGES));
const uuidField = z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'validation.invalidFormat'));
/** The appointment number staff read off a screen (`AP-7KQ2M9XR`), any case, spaces around. */
export const APPOINTMENT_NUMBER = /^\s*AP-[0-9A-Z]{4,16}\s*$/i;
/**
 * An appointment as staff name it: its id, or the appointment number every screen shows; the
 * server resolves a number within the stores the member of staff works at.
 */
const appointmentRefField = z
  .string()
  .check(
    z.refine(
      (v) => /^[0-9a-f-]{36}$/i.test(v) || APPOINTMENT_NUMBER.test(v),
      'verification.appointmentRefFormat',
    ),
  );

// ---- POST /api/verification/links (staff) — issue a link for a client's appointment.
// `send` also delivers it by SMS and/or email to the client's address on file. The link (QR code
// or message) is in her preferred language, or in `language` when the desk chooses one.
export const issueLinkBody = z.object({
  appointmentId: appointmentRefField,
  purpose: z.enum(LINK_PURPOSES),
  send: z.optional(z.array(z.enum(['sms', 'email']))),
  language,
});
export type IssueLinkBody = z.infer<typeof issueLinkBody>;
export interface IssueLinkData {
  /** Id of the link (for revoking); not a secret, identifies no person. */
  linkId: string;
  purpose: LinkPurpose;
  /** The appointment's id (the request may name it by number): whose verification to await. */
  appointmentId: string;
  /** Full address, `PUBLIC_URL/verification/{store}/latest?code=…`. Show only to staff. */
  url: string;
  expiresAt: string;
  /** `data:image/png;base64,…` of the QR code encoding `url`. */
  qrPng: string;
  /** The same QR code as an SVG document. */
  qrSvg: string;
  /** Channels the link was handed to (empty when not asked or no address on file). */
  sent: ('sms' | 'email')[];
}

// ---- POST /api/verification/links/revoke (staff) — a revoked link answers verifyError.
export const revokeLinkBody = z.object({ linkId: z.string().check(z.maxLength(64)) });
export interface RevokeLinkData {
  revoked: boolean;
}

/**
 * Client summary. For an unauthenticated link holder, before identity is confirmed, it is
 * masked: last name cut to its initial, email `j***@e***.com`, mobile last 3 digits only.
 * After a code confirmation, and always for staff, it is in full.
 */
export interface UserInfo {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
}

/** The form the client fills for this store (spec §2 catalogue), e.g. `/mf/london/20240926`. */
export interface MfRef {
  store_code: string;
  version: string;
  path: string;
}

export interface AppointmentSummary {
  id: string;
  number: string;
  service: string;
  store_code: string;
  starts_at: string;
  ends_at: string;
  state: string;
}

export interface VerifyEncodeData {
  user_info: UserInfo;
  /** Newest submitted medical form of the client, or null. */
  mf_id: string | null;
  mf: MfRef | null;
  purpose: LinkPurpose;
  expires_at: string;
  /** True once the client's identity has been verified (any method, any time). */
  verified: boolean;
  /** True when user_info is unmasked (this browser confirmed a code for this link). */
  confirmed: boolean;
  next: NextStep;
  /** Which of the client's addresses can receive a confirmation code. */
  code_channels: ('sms' | 'email')[];
}
export interface VerifyEncodeDetailData extends VerifyEncodeData {
  appointment: AppointmentSummary | null;
}

// ---- POST /api/mform/verify_encode — check a link; answers VerifyEncodeData.
// ---- POST /api/mform/verify_encode_detail — the same plus the appointment (VerifyEncodeDetailData).
export const verifyEncodeBody = z.object({ code: linkCodeField, store: storeField });
export type VerifyEncodeBody = z.infer<typeof verifyEncodeBody>;

// ---- POST /api/mform/verify_encode_send_code — send a confirmation code to the client's
// verified address on file (the holder picks a channel, never types an address). {sent: true}.
export const sendEncodeCodeBody = z.object({
  code: linkCodeField,
  store: storeField,
  channel: z.enum(['sms', 'email']),
  language,
});
export interface SendEncodeCodeData {
  sent: true;
  /** The masked address the code went to. */
  to: string;
}

// ---- POST /api/admin/verifyOtpByEncode — confirm identity for a `verify` link (desk QR).
// ---- POST /api/admin/verifyOtpByEncodeForLinkDetail — the same for a `fill` link; also sets
//      the HttpOnly `fill_grant` cookie that lets this browser fill that appointment's forms.
// ---- POST /api/admin/verifyOtpByEncodeForLinkDetailV2 — either purpose (what new screens use).
// All three answer VerifyEncodeDetailData with `confirmed: true`, `verified: true`.
export const verifyOtpByEncodeBody = z.object({
  code: linkCodeField,
  store: storeField,
  otp: codeField,
});
export type VerifyOtpByEncodeBody = z.infer<typeof verifyOtpByEncodeBody>;

/**
 * One of the client's addresses that cannot receive codes now: for one `purpose` (5 an hour
 * each), or for every purpose (`purpose: null`, 15 an hour), until `retry_at`. The desk shows
 * it so staff know why a client's code was refused and can verify in person instead.
 */
export interface CodeLimit {
  channel: 'sms' | 'email';
  purpose: CodePurpose | null;
  /** Codes sent in the last hour. */
  sent: number;
  retry_at: string;
}
export interface DeskVerifyData extends VerifyEncodeDetailData {
  code_limits: CodeLimit[];
}

// ---- POST /api/verification/desk (staff) — the /verify screen: a scanned or typed code.
// Same outcomes as verify_encode; data is the unmasked DeskVerifyData (with the client's code
// limits). Does not use up the link; "Verify Client" (below) does.
export const deskVerifyBody = z.object({
  code: linkCodeField,
  store: z.optional(storeField),
});

// ---- POST /api/verification/in-person (staff) — "Verify Client": staff checked a photo ID.
// With `code`, the link is checked and used up as well.
export const ID_DOCUMENTS = [
  'passport',
  'driving_licence',
  'national_id',
  'residence_permit',
  'other',
] as const;
export const inPersonVerifyBody = z.object({
  clientId: uuidField,
  appointmentId: z.optional(appointmentRefField),
  document: z.enum(ID_DOCUMENTS),
  code: z.optional(linkCodeField),
});
export type InPersonVerifyBody = z.infer<typeof inPersonVerifyBody>;
export interface InPersonVerifyData {
  verified: true;
  verifiedAt: string;
  next: NextStep;
}

// ---- GET /api/verification/web-params — the web app calls this at startup instead of trusting
// the `web_params` cookie: the server re-checks the signed token inside it and answers the
// trusted view, or null (and clears the cookie) when there is none or it is not valid.
export interface WebParamsData {
  /** Spec §3: 1 if the medical form is already filled, else 2. */
  checkEmailType: 1 | 2;
  verify: {
    user_id: string;
    first_name: string;
    last_name: string;
    mobile: string | null;
    email: string | null;
  };
  next: NextStep;
}
