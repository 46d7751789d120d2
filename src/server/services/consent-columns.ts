import { sql, type SQL } from 'drizzle-orm';
import {
  summarizeConsents,
  type ConsentRecord,
  type ConsentSummary,
} from '../../shared/consent-summary';

/**
 * The client's newest consent to treatment and privacy authorization as the day view and the
 * client search read them: ONE lookup and ONE summary (shared/consent-summary.ts), so the desk
 * never sees two answers for the same client.
 */

/** The newest row of each kind, read by consents_client_idx; joined as `ct` and `cp`. */
export function latestConsentJoins(clientId: SQL): SQL {
  return sql`
    left join lateral (
      select k.granted_at, k.expires_at from consents k
      where k.client_id = ${clientId} and k.kind = 'treatment' order by k.expires_at desc limit 1
    ) ct on true
    left join lateral (
      select k.granted_at, k.expires_at from consents k
      where k.client_id = ${clientId} and k.kind = 'privacy' order by k.expires_at desc limit 1
    ) cp on true`;
}

/** Both drivers may answer a timestamp as text or as a Date. */
type Stamp = string | Date | null;

export interface ConsentColumns {
  treatment_granted_at: Stamp;
  treatment_expires_at: Stamp;
  privacy_granted_at: Stamp;
  privacy_expires_at: Stamp;
}

/** The summary of the columns `latestConsentJoins` reads, as of `now`. */
export function consentOfColumns(row: ConsentColumns, now: Date): ConsentSummary {
  const records: ConsentRecord[] = [];
  const add = (kind: ConsentRecord['kind'], granted: Stamp, expires: Stamp) => {
    if (granted !== null && expires !== null)
      records.push({ kind, granted_at: new Date(granted), expires_at: new Date(expires) });
  };
  add('treatment', row.treatment_granted_at, row.treatment_expires_at);
  add('privacy', row.privacy_granted_at, row.privacy_expires_at);
  return summarizeConsents(records, now);
}
