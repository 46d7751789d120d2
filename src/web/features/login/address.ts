import type { Destination } from '../../../shared/api/auth';
import type { ContactValue } from '../../ui/contact-fields';
import { defaultCountry } from '../../ui/use-countries';

/** What the person typed for "where do we reach you": both kinds are kept while they switch. */
export type Address = ContactValue;

export function emptyAddress(): Address {
  return { kind: 'email', email: '', country: defaultCountry(), mobile: '' };
}

/** The shared schemas' destination shape (a mobile number is reached by SMS). */
export function destinationOf(address: Address): Destination {
  return address.kind === 'email'
    ? { channel: 'email', email: address.email }
    : { channel: 'sms', country: address.country, mobile: address.mobile };
}

/** The address as the person will recognise it in "we sent a code to …". */
export function describeAddress(address: Address, dial?: string): string {
  return address.kind === 'email'
    ? address.email.trim()
    : `${dial ?? address.country} ${address.mobile.trim()}`;
}
