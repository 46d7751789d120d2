/**
 * The client and appointment a member of staff opened a form for (client search → Operation),
 * kept in session storage under the spec's `clientInfo` key and cleared at sign-out. The form
 * page sends the appointment with the submission, so the answers are that client's, and shows
 * whose form it is, so nobody fills in the wrong person's on a shared tablet.
 */
export interface StaffVisit {
  client_id: string;
  client_name: string;
  appointment_id: string;
  number: string;
  store_code: string;
}

const KEY = 'clientInfo';

export function rememberStaffVisit(visit: StaffVisit): void {
  sessionStorage.setItem(KEY, JSON.stringify(visit));
}

/** The visit opened for a form of `storeCode`; one for another store does not apply. */
export function staffVisitFor(storeCode: string): StaffVisit | null {
  try {
    const visit = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StaffVisit> | null;
    if (!visit?.appointment_id || visit.store_code !== storeCode) return null;
    return visit as StaffVisit;
  } catch {
    return null;
  }
}

/** The visit staff opened last, whatever its store (the re-consent pages have no store path). */
export function currentStaffVisit(): StaffVisit | null {
  try {
    const visit = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<StaffVisit> | null;
    return visit?.appointment_id ? (visit as StaffVisit) : null;
  } catch {
    return null;
  }
}

/** Once the form is in, the next one on this device starts unattached. */
export function forgetStaffVisit(): void {
  sessionStorage.removeItem(KEY);
}
