import type { Destination } from '../../shared/api/auth';
import { requireE164 } from './phone';

/** Where a code goes, normalized: a lower-case email (the schema lower-cases) or E.164. */
export interface Address {
  channel: 'email' | 'sms';
  address: string;
}

export function normalizeDestination(destination: Destination): Address {
  return destination.channel === 'email'
    ? { channel: 'email', address: destination.email }
    : { channel: 'sms', address: requireE164(destination.mobile, destination.country) };
}
