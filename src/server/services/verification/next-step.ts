import { and, desc, eq } from 'drizzle-orm';
import type { NextStep } from '../../../shared/api/verification';
import { consentStanding } from '../../../shared/consent';
import type { Db } from '../../db/client';
import { consents, formSubmissions } from '../../db/schema';

/** The client's newest submitted medical form (spec `mf_id`), or null. */
export async function latestMfId(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, clientId),
        eq(formSubmissions.kind, 'mf'),
        eq(formSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Where a verified client goes next (issue 6.6), by the consent rules of src/shared/consent.ts:
 * no submitted form, or a consent never given or 12 months old → the full form ('mf'); 6–12
 * months → re-consent ('rf'); within 6 months → nothing to fill ('done').
 */
export async function nextStep(db: Db, clientId: string, now: Date): Promise<NextStep> {
  if (!(await latestMfId(db, clientId))) return 'mf';
  const [consent] = await db
    .select({ grantedAt: consents.grantedAt })
    .from(consents)
    .where(and(eq(consents.clientId, clientId), eq(consents.kind, 'treatment')))
    .orderBy(desc(consents.grantedAt))
    .limit(1);
  const standing = consentStanding(consent?.grantedAt, now);
  if (standing === 'renew') return 'rf';
  return standing === 'exempt' ? 'done' : 'mf';
}
