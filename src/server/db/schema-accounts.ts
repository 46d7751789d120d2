import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, or null. */
    mobile: text('mobile'),
    role: text('role', { enum: ['admin', 'practitioner', 'nurse'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('staff_mobile_idx').on(t.mobile),
    check('staff_role_check', sql`${t.role} in ('admin', 'practitioner', 'nurse')`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    emailVerifiedAt: at('email_verified_at'),
    /** E.164 (libphonenumber-js). */
    mobile: text('mobile'),
    mobileVerifiedAt: at('mobile_verified_at'),
    /**
     * A new email or mobile the client asked for, waiting for its code (purpose `contact`): it
     * replaces the contact above only once proven, so saving details never reveals or takes an
     * address someone else uses. Not unique: the unique contact indexes decide at confirmation.
     */
    pendingEmail: text('pending_email'),
    /** E.164. */
    pendingMobile: text('pending_mobile'),
    occupation: text('occupation'),
    address: text('address'),
    /**
     * The client's GP, entered once by the practitioner who first sends them a letter
     * (decision 030); the address is where the GP letter goes.
     */
    gpName: text('gp_name'),
    gpEmail: text('gp_email'),
    /** Null for a client created by staff who has never set a password. */
    passwordHash: text('password_hash'),
    /**
     * The language every message and link to her uses, whoever sends it (decision 043): set by
     * her own acts (online booking, signing in, signing her questionnaire), the latest winning;
     * never by a member of staff. Null until one of those happens.
     */
    preferredLanguage: text('preferred_language'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * The name as the desk's search matches it (decision 025): first and last name folded to
     * lower case without accents, anything but letters and digits as one space, a space at each
     * end. Stored, so matching reads it instead of running unaccent on every candidate row.
     */
    nameKey: text('name_key').generatedAlwaysAs(sql`client_name_key(first_name, last_name)`),
  },
  (t) => [
    uniqueIndex('clients_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('clients_mobile_idx').on(t.mobile),
    // Desk search (decision 025): any part of a name through its trigrams (pg_trgm), and the
    // date of birth.
    index('clients_name_key_trgm_idx').using('gin', t.nameKey.op('gin_trgm_ops')),
    index('clients_date_of_birth_idx').on(t.dateOfBirth),
    check(
      'clients_preferred_language_check',
      sql`${t.preferredLanguage} in ('en', 'fr', 'zh', 'de', 'ja', 'ar', 'es')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 (hex) of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    subjectType: text('subject_type', { enum: ['staff', 'client'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** Random, per session; the web app reads it from GET /api/session (double submit). */
    csrfToken: text('csrf_token').notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute end; the idle end is last_seen_at + the subject's idle timeout. */
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-case email or E.164 mobile. */
    destination: text('destination').notNull(),
    purpose: text('purpose', {
      enum: ['login', 'register', 'booking', 'identity', 'contact'],
    }).notNull(),
    /** HMAC-SHA256 of the code under a server key; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: at('used_at'),
    /** Set when a resend replaces this code. */
    replacedAt: at('replaced_at'),
  },
  (t) => [index('one_time_codes_destination_idx').on(t.channel, t.destination, t.purpose)],
);

/** One-time links that create the first admin (printed by main.ts). */
export const setupTokens = pgTable('setup_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Failed password sign-ins per account identifier (sha256 of the normalized email or mobile, so
 * unknown accounts are throttled exactly like known ones and no address is stored).
 */
export const loginThrottles = pgTable('login_throttles', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull(),
  lockedUntil: at('locked_until'),
});

/** Sliding-window rate limits kept in the database so they hold across app nodes. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** e.g. `code-dest:<sha256>` or `code-ip:<ip>`. */
    bucket: text('bucket').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('rate_limit_events_bucket_idx').on(t.bucket, t.at)],
);

export interface OutboxAttachment {
  filename: string;
  content_type: string;
  bytes: number;
  sha256: string;
}

/** Mail and SMS that were not handed to a transport (no SMTP_URL / SMS provider configured). */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** What was attached (name, type, size, SHA-256), never the bytes: the GP letter's files. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('outbox_created_at_idx').on(t.createdAt)],
);
