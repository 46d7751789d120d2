import { describe, expect, it } from 'vitest';
import { privacyAuthorizationExpiry, treatmentConsentExpiry } from './consent';
import type { ConsentRecord } from './consent-summary';
import { addMonthsToDate, formDue } from './form-due';

const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

/** The two rows a signed questionnaire writes (services/forms/consents.ts grantConsents). */
function signed(at: string, serviceDate = at): ConsentRecord[] {
  const when = new Date(at);
  return [
    { kind: 'treatment', granted_at: when, expires_at: treatmentConsentExpiry(when) },
    {
      kind: 'privacy',
      granted_at: when,
      expires_at: privacyAuthorizationExpiry(new Date(serviceDate)),
    },
  ];
}

const due = (consents: ConsentRecord[], visit: string, timeZone = LONDON) =>
  formDue({ consents, serviceDate: new Date(visit), timeZone });

/** The visit at 10:00 local time `days` after 2025-04-01 (or another signing day). */
function dayAfter(start: string, days: number): string {
  const date = new Date(`${start}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}T10:00:00+01:00`;
}

describe('which form is due', () => {
  it('asks a first-time client for the full form', () => {
    expect(due([], '2026-01-10T10:00:00Z')).toEqual({
      form: 'mf',
      privacy: true,
      treatable: false,
      consented_on: null,
    });
  });

  it('day 182 after signing is inside the 6 months, day 183 needs the re-consent form', () => {
    // 1 April + 6 calendar months = 1 October, the 183rd day.
    const records = signed('2025-04-01T09:00:00+01:00');
    expect(due(records, dayAfter('2025-04-01', 182)).form).toBe('confirm');
    expect(due(records, dayAfter('2025-04-01', 183)).form).toBe('rf');
  });

  it('day 364 still re-consents, day 365 (the anniversary) needs the full form', () => {
    const records = signed('2025-04-01T09:00:00+01:00');
    expect(due(records, dayAfter('2025-04-01', 364))).toMatchObject({
      form: 'rf',
      treatable: true,
    });
    expect(due(records, dayAfter('2025-04-01', 365))).toMatchObject({
      form: 'mf',
      treatable: false,
    });
  });

  it('in a leap year the anniversary is day 366: day 365 re-consents, day 366 is the full form', () => {
    const records = signed('2023-04-01T09:00:00+01:00');
    expect(due(records, dayAfter('2023-04-01', 365)).form).toBe('rf');
    expect(due(records, dayAfter('2023-04-01', 366)).form).toBe('mf');
  });

  it('a consent signed on 29 February lasts until 28 February', () => {
    expect(addMonthsToDate('2024-02-29', 12)).toBe('2025-02-28');
    const records = signed('2024-02-29T10:00:00Z');
    expect(due(records, '2025-02-27T10:00:00Z').form).toBe('rf');
    expect(due(records, '2025-02-28T10:00:00Z').form).toBe('mf');
  });

  it('counts days in the store time zone, not in UTC', () => {
    // 23:30 on 31 March in New York is already 1 April in UTC.
    const records = signed('2025-03-31T23:30:00-04:00');
    expect(due(records, '2025-09-30T09:00:00-04:00', NEW_YORK).form).toBe('rf');
    expect(due(records, '2025-09-29T09:00:00-04:00', NEW_YORK).form).toBe('confirm');
  });

  it('a privacy authorization signed late on 31 December lapses on the next 31 December', () => {
    const records = signed('2025-12-31T23:30:00-05:00');
    const day = (date: string) => due(records, `${date}T10:00:00-05:00`, NEW_YORK);
    expect(day('2026-12-30')).toMatchObject({ privacy: false, treatable: true });
    // UTC would still call it valid until 04:30 on 1 January.
    expect(day('2026-12-31')).toMatchObject({ privacy: true, treatable: false });
  });

  it('the privacy authorization runs from its service date, not from signing', () => {
    const records = signed('2025-01-10T10:00:00Z', '2025-03-01T10:00:00Z');
    expect(due(records, '2026-02-28T10:00:00Z').privacy).toBe(false);
    expect(due(records, '2026-03-01T10:00:00Z').privacy).toBe(true);
  });

  it('an RF on top of an MF restarts the window from the RF', () => {
    const mf = signed('2025-01-10T10:00:00Z');
    const rf = signed('2025-09-01T10:00:00+01:00');
    expect(due(mf, '2026-02-01T10:00:00Z').form).toBe('mf');
    expect(due([...mf, ...rf], '2026-02-01T10:00:00Z')).toEqual({
      form: 'confirm',
      privacy: false,
      treatable: true,
      consented_on: '2025-09-01',
    });
  });

  it('a client whose last record was never completed is judged by the one before', () => {
    // The draft of June 2025 wrote no consent rows: only the 2024 signature counts.
    const records = signed('2024-06-01T10:00:00+01:00');
    expect(due(records, '2025-08-01T10:00:00+01:00').form).toBe('mf');
    expect(due(records, '2024-09-01T10:00:00+01:00').form).toBe('confirm');
  });
});
