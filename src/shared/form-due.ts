import { CONSENT_EXEMPTION_MONTHS, TREATMENT_CONSENT_MONTHS } from './consent';
import type { ConsentRecord } from './consent-summary';
import { localDate } from './opening-hours';

/**
 * Which form a client needs for a visit (spec §4, §9), the one rule every caller uses: the
 * search table's actions, the verification next step, check_form_right, the web pages and the
 * practitioner's clearance.
 *
 * - `mf`: the full medical form and consent (never signed, or the last consent is 12 months old);
 * - `rf`: the re-consent form (the last consent is 6 to 12 months old);
 * - `confirm`: only a "nothing has changed" confirmation (the last consent is under 6 months).
 *
 * Ages are counted in calendar dates in the store's time zone, from the day the consent was
 * signed to the day of the appointment: a visit at 09:00 in New York and a signature at 23:30
 * the evening before are one day apart whatever UTC says. Only signed records count: a
 * questionnaire never completed grants no consent row, so it does not start a window; a "no
 * changes" confirmation grants none either, so the 12 months still run from the last signature.
 */
export type DueForm = 'mf' | 'rf' | 'confirm';

export interface FormDue {
  form: DueForm;
  /** The health information authorization has lapsed (or was never given) on the service date. */
  privacy: boolean;
  /** Treatment may go ahead: a consent within 12 months and a privacy authorization in force. */
  treatable: boolean;
  /** Local date (YYYY-MM-DD) of the consent the window runs from, or null. */
  consented_on: string | null;
}

export interface DueInput {
  consents: readonly ConsentRecord[];
  /** The appointment's start, or now when there is no appointment. */
  serviceDate: Date;
  /** The store's IANA time zone. */
  timeZone: string;
}

/** Windows from the last consent, shortest first; past the last one the full form is due. */
const WINDOWS: readonly { months: number; form: DueForm }[] = [
  { months: CONSENT_EXEMPTION_MONTHS, form: 'confirm' },
  { months: TREATMENT_CONSENT_MONTHS, form: 'rf' },
];

/** YYYY-MM-DD plus whole months; a day missing in the target month clamps to its last day. */
export function addMonthsToDate(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, last))}`;
}

function newest(consents: readonly ConsentRecord[], kind: ConsentRecord['kind']) {
  let best: ConsentRecord | undefined;
  for (const c of consents)
    if (c.kind === kind && (!best || c.granted_at > best.granted_at)) best = c;
  return best;
}

export function formDue(input: DueInput): FormDue {
  const { timeZone } = input;
  const day = localDate(input.serviceDate, timeZone);
  const treatment = newest(input.consents, 'treatment');
  const privacyRow = newest(input.consents, 'privacy');
  // The authorization's end is stored as an instant (one year after its service date); it
  // covers the visit when the visit's local day is before the end's local day.
  const privacy = !privacyRow || day >= localDate(privacyRow.expires_at, timeZone);
  if (!treatment) return { form: 'mf', privacy, treatable: false, consented_on: null };
  const signed = localDate(treatment.granted_at, timeZone);
  const window = WINDOWS.find((w) => day < addMonthsToDate(signed, w.months));
  const form = window?.form ?? 'mf';
  return { form, privacy, treatable: form !== 'mf' && !privacy, consented_on: signed };
}
