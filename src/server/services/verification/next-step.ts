import { and, desc, eq, inArray } from 'drizzle-orm';
import type { NextStep } from '../../../shared/api/verification';
import { localDate } from '../../../shared/opening-hours';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema';
import { formDueOf } from '../forms/form-due-of';
import { storeTimeZone } from '../stores/store-time-zones';

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

/** When the client last signed a questionnaire (MF or RF, a "no changes" one included). */
async function lastSignedAt(db: Db, clientId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: formSubmissions.submittedAt })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.clientId, clientId),
        inArray(formSubmissions.kind, ['mf', 'rf']),
        eq(formSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(desc(formSubmissions.submittedAt))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Where a verified client goes next (issue 6.6), by the rule of src/shared/form-due.ts: the
 * full form ('mf'), or the re-consent form ('rf'), which inside the 6 months is where the
 * client confirms that nothing has changed. 'done' once a questionnaire was signed that day.
 */
export async function nextStep(
  db: Db,
  clientId: string,
  now: Date,
  storeCode?: string | null,
  /** The appointment's start when the link names one: the rule is about that visit. */
  serviceDate: Date = now,
): Promise<NextStep> {
  const due = await formDueOf(db, clientId, serviceDate, storeCode);
  const signed = await lastSignedAt(db, clientId);
  const timeZone = await storeTimeZone(db, storeCode);
  if (due.form !== 'mf' && signed && localDate(signed, timeZone) === localDate(now, timeZone)) {
    return 'done';
  }
  return due.form === 'mf' ? 'mf' : 'rf';
}
