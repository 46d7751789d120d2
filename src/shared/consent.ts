/**
 * Consent periods (spec §4, §9): the treatment consent is renewed every 12 months; an existing
 * client who completed it within 6 months with no changes may skip re-consenting; the health
 * information (privacy) authorization expires one year from the date of service. Pure: the
 * browser shows the same dates the server stores.
 */
export const TREATMENT_CONSENT_MONTHS = 12;
export const CONSENT_EXEMPTION_MONTHS = 6;
export const PRIVACY_AUTHORIZATION_MONTHS = 12;

/**
 * `date` plus whole calendar months in UTC; a day that does not exist in the target month
 * clamps to its last day (31 Jan + 1 month = 28/29 Feb), so a period never spills over.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function treatmentConsentExpiry(grantedAt: Date): Date {
  return addMonths(grantedAt, TREATMENT_CONSENT_MONTHS);
}

/** One year from the date of service (the appointment), or from signing when there is none. */
export function privacyAuthorizationExpiry(serviceDate: Date): Date {
  return addMonths(serviceDate, PRIVACY_AUTHORIZATION_MONTHS);
}

/**
 * Where a client stands with the treatment consent: `none` (never consented: full form),
 * `exempt` (within 6 months: may skip re-consent if nothing changed), `renew` (6–12 months:
 * re-consent), `expired` (12 months or more: the full form again).
 */
export type ConsentStanding = 'none' | 'exempt' | 'renew' | 'expired';

export function consentStanding(lastGrantedAt: Date | undefined, now: Date): ConsentStanding {
  if (!lastGrantedAt) return 'none';
  if (now.getTime() >= treatmentConsentExpiry(lastGrantedAt).getTime()) return 'expired';
  if (now.getTime() < addMonths(lastGrantedAt, CONSENT_EXEMPTION_MONTHS).getTime()) return 'exempt';
  return 'renew';
}
