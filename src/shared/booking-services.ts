/**
 * The services of the group, each a translation key (`booking.service.*`) for the web app. Which
 * of them a store offers, and for how long, is the store's own setting (store-settings.ts);
 * `default_minutes` is what a new database seeds.
 */
export interface BookableService {
  id: string;
  name_key: string;
  default_minutes: number;
}

export const BOOKABLE_SERVICES: readonly BookableService[] = [
  { id: 'iv_drip', name_key: 'booking.service.ivDrip', default_minutes: 60 },
  { id: 'vitamin_shot', name_key: 'booking.service.vitaminShot', default_minutes: 15 },
  { id: 'blood_test', name_key: 'booking.service.bloodTest', default_minutes: 15 },
  { id: 'consultation', name_key: 'booking.service.consultation', default_minutes: 30 },
];

export function findService(id: string): BookableService | undefined {
  return BOOKABLE_SERVICES.find((s) => s.id === id);
}
