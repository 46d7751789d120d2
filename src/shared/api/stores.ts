import * as z from 'zod/mini';
import { findService } from '../booking-services';
import { LANGUAGES } from '../languages';
import {
  CHAIRS_MAX,
  CHAIRS_MIN,
  isTimeZone,
  minutesOf,
  SERVICE_MINUTES_MAX,
  SERVICE_MINUTES_MIN,
  WEEKDAYS,
  type StoreOperatingDetails,
} from '../store-settings';
import { storeCode } from './forms-fields';

/**
 * Stores as admins run them (/admin/stores) and as staff and the web app read them. Messages are
 * translation keys (`stores.*`, `validation.*`); a refused change names its field
 * (`chairs`, `opening_hours.mon.close`, `services.0.duration_minutes`, `timezone`).
 */

const text = (max: number) =>
  z
    .pipe(
      z.string(),
      z.transform((s) => s.trim()),
    )
    .check(z.maxLength(max, 'validation.tooLong'));

const clock = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'stores.timeFormat'));
const dayHours = z.nullable(
  z.object({ open: clock, close: clock }).check(
    z.refine((d) => minutesOf(d.close) > minutesOf(d.open), {
      message: 'stores.closesBeforeOpening',
      path: ['close'],
    }),
  ),
);
const openingHours = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours])) as Record<
    (typeof WEEKDAYS)[number],
    typeof dayHours
  >,
);

const service = z.object({
  id: z.string().check(z.refine((id) => findService(id) !== undefined, 'stores.unknownService')),
  duration_minutes: z
    .number('stores.durationRange')
    .check(
      z.int('stores.durationRange'),
      z.gte(SERVICE_MINUTES_MIN, 'stores.durationRange'),
      z.lte(SERVICE_MINUTES_MAX, 'stores.durationRange'),
    ),
});

// ---- PUT /api/admin/stores/:store_code — admin only. The store's operating details, whole.
// Answer: StoreAdminDto. Audited (`store.update`) with each changed field's before and after.
export const storeUpdateBody = z
  .object({
    name: text(100).check(z.minLength(1, 'validation.required')),
    address: text(300),
    /** Any way a person types it; stored E.164 (read with the store's country). Empty: none. */
    phone: text(40),
    timezone: z.string().check(z.refine(isTimeZone, 'stores.unknownTimeZone')),
    language: z.enum(LANGUAGES, 'stores.unknownLanguage'),
    country: z.string().check(z.regex(/^[A-Z]{2}$/, 'validation.invalidCountry')),
    opening_hours: openingHours,
    chairs: z
      .number('stores.chairsRange')
      .check(
        z.int('stores.chairsRange'),
        z.gte(CHAIRS_MIN, 'stores.chairsRange'),
        z.lte(CHAIRS_MAX, 'stores.chairsRange'),
      ),
    services: z.array(service).check(
      z.superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((s, index) => {
          if (seen.has(s.id)) {
            ctx.addIssue({
              code: 'custom',
              message: 'stores.duplicateService',
              path: [index, 'id'],
              input: s.id,
            });
          }
          seen.add(s.id);
        });
      }),
    ),
    online_booking: z.boolean(),
  })
  .check(
    z.refine((store) => !store.online_booking || store.services.length > 0, {
      message: 'stores.noServices',
      path: ['services'],
    }),
  );
export type StoreUpdateBody = z.infer<typeof storeUpdateBody>;

export const storeCodeParams = z.object({ store_code: storeCode });

/** A store with its operating details, as the admin screen edits it. */
export interface StoreAdminDto extends StoreOperatingDetails {
  code: string;
  brand: string;
  active: boolean;
  updated_at: string;
}

/** Where a store is, as formatting and phone fields need it: GET /api/stores and /mine. */
export interface StorePlaceDto {
  code: string;
  name: string;
  brand: string;
  timezone: string;
  language: string;
  country: string;
}
