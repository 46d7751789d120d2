import type { Destination } from '../../../shared/api/auth';
import { defaultCountry } from '../../ui/use-countries';

export type Channel = Destination['channel'];

/** What the person typed for "where do we reach you": both kinds are kept while they switch. */
export interface Address {
  channel: Channel;
  email: string;
  country: string;
  mobile: string;
}

export function emptyAddress(channel: Channel = 'email'): Address {
  return { channel, email: '', country: defaultCountry(), mobile: '' };
}

/** The shared schemas' destination shape. */
export function destinationOf(address: Address): Destination {
  return address.channel === 'email'
    ? { channel: 'email', email: address.email }
    : { channel: 'sms', country: address.country, mobile: address.mobile };
}

/** The address as the person will recognise it in "we sent a code to …". */
export function describeAddress(address: Address, dial?: string): string {
  return address.channel === 'email'
    ? address.email.trim()
    : `${dial ?? address.country} ${address.mobile.trim()}`;
}
