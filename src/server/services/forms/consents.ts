import { and, desc, eq } from 'drizzle-orm';
import { privacyAuthorizationExpiry, treatmentConsentExpiry } from '../../../shared/consent';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema';
import { requireTemplate } from './templates';

/** The sections whose signature is the health information authorization (UK and US wording). */
const PRIVACY_SECTIONS = new Set(['privacy_authorization', 'hipaa_authorization']);

/** Whether a signed template carries the privacy authorization (simpleMf and mfOld do not). */
export function grantsPrivacy(templateId: string, version: string): boolean {
  return requireTemplate(templateId, version).sections.some((s) => PRIVACY_SECTIONS.has(s.id));
}

/**
 * A signed questionnaire grants the treatment consent (renewed every 12 months) and the health
 * information authorization (one year from the date of service: the appointment's start, or
 * the signing day when there is no appointment), the latter only when the template holds the
 * privacy section.
 */
export async function grantConsents(
  tx: Db,
  input: {
    clientId: string;
    submissionId: string;
    signedAt: Date;
    serviceDate?: Date | undefined;
    /** False for a record that renews only the privacy authorization. */
    treatment?: boolean;
    privacy?: boolean;
  },
): Promise<void> {
  const rows: (typeof consents.$inferInsert)[] = [];
  if (input.treatment !== false) {
    rows.push({
      clientId: input.clientId,
      submissionId: input.submissionId,
      kind: 'treatment',
      grantedAt: input.signedAt,
      expiresAt: treatmentConsentExpiry(input.signedAt),
    });
  }
  if (input.privacy !== false) {
    rows.push({
      clientId: input.clientId,
      submissionId: input.submissionId,
      kind: 'privacy',
      grantedAt: input.signedAt,
      expiresAt: privacyAuthorizationExpiry(input.serviceDate ?? input.signedAt),
    });
  }
  if (rows.length > 0) await tx.insert(consents).values(rows);
}

/** The client's newest consent of a kind, if any. */
export async function latestConsent(db: Db, clientId: string, kind: 'treatment' | 'privacy') {
  const [row] = await db
    .select()
    .from(consents)
    .where(and(eq(consents.clientId, clientId), eq(consents.kind, kind)))
    .orderBy(desc(consents.grantedAt))
    .limit(1);
  return row;
}
