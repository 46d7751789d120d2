import { BOOKABLE_SERVICES } from '../../../shared/booking-services';
import type { StoreAdminDto } from '../../../shared/api/stores';
import { WEEKDAYS, type WeekdayKey } from '../../../shared/store-settings';

/** A store's operating details as the form holds them: what was typed, numbers as text. */
export interface StoreDraft {
  name: string;
  address: string;
  phone: string;
  timezone: string;
  language: string;
  country: string;
  hours: Record<WeekdayKey, { open: boolean; from: string; to: string }>;
  chairs: string;
  services: Record<string, { offered: boolean; minutes: string }>;
  online_booking: boolean;
}

export function draftOf(store: StoreAdminDto): StoreDraft {
  const offered = new Map(store.services.map((s) => [s.id, s.duration_minutes]));
  return {
    name: store.name,
    address: store.address,
    phone: store.phone ?? '',
    timezone: store.timezone,
    language: store.language,
    country: store.country,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = store.opening_hours[day];
        return [
          day,
          { open: hours !== null, from: hours?.open ?? '09:00', to: hours?.close ?? '17:00' },
        ];
      }),
    ) as StoreDraft['hours'],
    chairs: String(store.chairs),
    services: Object.fromEntries(
      BOOKABLE_SERVICES.map((s) => [
        s.id,
        {
          offered: offered.has(s.id),
          minutes: String(offered.get(s.id) ?? s.default_minutes),
        },
      ]),
    ),
    online_booking: store.online_booking,
  };
}

/** Services offered, in the catalogue's order: `services.<i>` in an error names this index. */
export function offeredServices(draft: StoreDraft): string[] {
  return BOOKABLE_SERVICES.map((s) => s.id).filter((id) => draft.services[id]?.offered);
}

/** The body the API takes; a number field left empty is sent as null and refused by name. */
export function bodyOf(draft: StoreDraft) {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    name: draft.name,
    address: draft.address,
    phone: draft.phone,
    timezone: draft.timezone,
    language: draft.language,
    country: draft.country,
    opening_hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const h = draft.hours[day];
        return [day, h.open ? { open: h.from, close: h.to } : null];
      }),
    ),
    chairs: number(draft.chairs),
    services: offeredServices(draft).map((id) => ({
      id,
      duration_minutes: number(draft.services[id]!.minutes),
    })),
    online_booking: draft.online_booking,
  };
}
