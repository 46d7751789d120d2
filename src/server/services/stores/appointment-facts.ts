import { formatDateTime } from '../../../shared/locale-format';
import type { MessageParams } from '../messages/types';
import type { StoreRow } from './store-details';

/**
 * What a booking or reminder message says about the visit: its number, its time written for
 * the reader (their language, the clinic's country and clock), and the clinic with its address.
 */
export function appointmentFacts(
  store: Pick<StoreRow, 'name' | 'address' | 'country' | 'timezone'>,
  appointment: { number: string; startsAt: Date },
  language: string | undefined,
): Required<Pick<MessageParams, 'number' | 'when' | 'clinic' | 'address'>> {
  return {
    number: appointment.number,
    when: formatDateTime(
      appointment.startsAt,
      { language: language ?? 'en', country: store.country, timeZone: store.timezone },
      { date: 'full', time: 'short' },
    ),
    clinic: store.name,
    address: store.address,
  };
}
