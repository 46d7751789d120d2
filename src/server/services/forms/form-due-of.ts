import { formDue, type FormDue } from '../../../shared/form-due';
import type { Db } from '../../db/client';
import { consentRecordsOf } from '../clients/client-info';
import { storeTimeZone } from '../stores/store-time-zones';

/**
 * The rule of src/shared/form-due.ts for one client, on a service date (the appointment's
 * start, or now), counted in the store's time zone (the default store's when none is known).
 */
export async function formDueOf(
  db: Db,
  clientId: string,
  serviceDate: Date,
  storeCode: string | null | undefined,
): Promise<FormDue> {
  return formDue({
    consents: await consentRecordsOf(db, clientId),
    serviceDate,
    timeZone: await storeTimeZone(db, storeCode),
  });
}
