import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients, staff } from './schema-accounts';
import { appointments } from './schema-appointments';
import { formSubmissions } from './schema-forms';
import { at } from './columns';

/** Signed links and QR codes, and identity checks (issue 6). */

/**
 * One row per issued link token. The token itself is HMAC-signed and carries `jti`; this row
 * makes it revocable and single use where the purpose needs it. No PHI in the token.
 */
export const linkTokens = pgTable(
  'link_tokens',
  {
    jti: text('jti').primaryKey(),
    purpose: text('purpose', { enum: ['fill', 'verify', 'document'] }).notNull(),
    /** Key id of the signing key, so keys can rotate. */
    kid: text('kid').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    storeCode: text('store_code').notNull(),
    /** A `document` link: the submission whose signed PDF it downloads. */
    submissionId: uuid('submission_id').references(() => formSubmissions.id),
    /** Null when no one at the clinic issued it: the form link sent after an online booking. */
    issuedByStaffId: uuid('issued_by_staff_id').references(() => staff.id),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('link_tokens_client_idx').on(t.clientId, t.issuedAt)],
);

/** Who verified a client, how and when (spec §4 verified / not verified). */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    /** 'code_email' | 'code_sms' (client confirmed a code) or 'in_person' (staff checked ID). */
    method: text('method').notNull(),
    /** For in-person checks: what was checked (e.g. passport, driving licence). */
    document: text('document'),
    verifiedByStaffId: uuid('verified_by_staff_id').references(() => staff.id),
    linkJti: text('link_jti').references(() => linkTokens.jti),
    verifiedAt: at('verified_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('identity_verifications_client_idx').on(t.clientId, t.verifiedAt),
    uniqueIndex('identity_verifications_link_idx').on(t.linkJti),
  ],
);
