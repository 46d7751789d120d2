import { consentStanding, type ConsentStanding } from './consent';

/**
 * A client's consent status as staff see it in the client info, from the `consents` rows and
 * the rules in ./consent.ts (12-month renewal, 6-month exemption, 1-year privacy authorization).
 */
export interface ConsentRecord {
  kind: 'treatment' | 'privacy';
  granted_at: Date;
  expires_at: Date;
}

export interface ConsentSummary {
  /** none: never; exempt: < 6 months; renew: 6–12 months; expired: ≥ 12 months. */
  treatment: ConsentStanding;
  treatment_granted_at: string | null;
  treatment_expires_at: string | null;
  privacy: 'none' | 'valid' | 'expired';
  privacy_expires_at: string | null;
}

function latest(records: ConsentRecord[], kind: ConsentRecord['kind']) {
  let best: ConsentRecord | undefined;
  for (const r of records)
    if (r.kind === kind && (!best || r.granted_at > best.granted_at)) best = r;
  return best;
}

export function summarizeConsents(records: ConsentRecord[], now: Date): ConsentSummary {
  const treatment = latest(records, 'treatment');
  const privacy = latest(records, 'privacy');
  return {
    treatment: consentStanding(treatment?.granted_at, now),
    treatment_granted_at: treatment?.granted_at.toISOString() ?? null,
    treatment_expires_at: treatment?.expires_at.toISOString() ?? null,
    privacy: !privacy ? 'none' : privacy.expires_at > now ? 'valid' : 'expired',
    privacy_expires_at: privacy?.expires_at.toISOString() ?? null,
  };
}
