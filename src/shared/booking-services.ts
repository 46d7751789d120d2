/** The services clients can book online; `name_key` is translated by the web app. */
export interface BookableService {
  id: string;
  name_key: string;
  duration_minutes: number;
}

export const BOOKABLE_SERVICES: readonly BookableService[] = [
  { id: 'iv_drip', name_key: 'booking.service.ivDrip', duration_minutes: 60 },
  { id: 'vitamin_shot', name_key: 'booking.service.vitaminShot', duration_minutes: 60 },
  { id: 'blood_test', name_key: 'booking.service.bloodTest', duration_minutes: 60 },
  { id: 'consultation', name_key: 'booking.service.consultation', duration_minutes: 60 },
];

export function findService(id: string): BookableService | undefined {
  return BOOKABLE_SERVICES.find((s) => s.id === id);
}
