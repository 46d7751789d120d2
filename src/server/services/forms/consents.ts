import { and, desc, eq } from 'drizzle-orm';
import { privacyAuthorizationExpiry, treatmentConsentExpiry } from '../../../shared/consent';
import type { Db } from '../../db/client';
import { consents } from '../../db/schema';

/**
 * A signed questionnaire grants the treatment consent (renewed every 12 months) and the health
 * information authorization (one year from the date of service: the appointment's start, or
 * the signing day when there is no appointment).
 */
export async function grantConsents(
  tx: Db,
  input: { clientId: string; submissionId: string; signedAt: Date; serviceDate?: Date },
): Promise<void> {
  await tx.insert(consents).values([
    {
      clientId: input.clientId,
      submissionId: input.submissionId,
      kind: 'treatment',
      grantedAt: input.signedAt,
      expiresAt: treatmentConsentExpiry(input.signedAt),
    },
    {
      clientId: input.clientId,
      submissionId: input.submissionId,
      kind: 'privacy',
      grantedAt: input.signedAt,
      expiresAt: privacyAuthorizationExpiry(input.serviceDate ?? input.signedAt),
    },
  ]);
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
