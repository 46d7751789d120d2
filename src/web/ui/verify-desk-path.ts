/**
 * The /verify desk opened for one client's appointment ("Verify Client" in client search): the
 * client's id and the appointment number every screen shows, so the desk names whom it is
 * checking and can issue that appointment's link without anyone typing an id.
 */
export function verifyDeskPath(clientId: string, appointmentNumber: string): string {
  const query = new URLSearchParams({ client: clientId, appointment: appointmentNumber });
  return `/verify?${query.toString()}`;
}

export interface VerifyDeskTarget {
  clientId: string;
  /** An appointment number (`AP-…`) or id. */
  appointment: string;
}

const UUID = /^[0-9a-f-]{36}$/i;
const REF = /^(AP-[0-9A-Z]{4,16}|[0-9a-f-]{36})$/i;

/** What the desk was opened for, if the address names a well-formed client and appointment. */
export function readVerifyDeskTarget(search: URLSearchParams): VerifyDeskTarget | null {
  const clientId = search.get('client')?.trim() ?? '';
  const appointment = search.get('appointment')?.trim() ?? '';
  if (!UUID.test(clientId) || !REF.test(appointment)) return null;
  return { clientId, appointment };
}
