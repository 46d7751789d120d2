/**
 * Which stores the public booking page offers, and the country a store's phone numbers default
 * to. Worked out from the store row (code, name, time zone) so it follows what admins change in
 * the database, with no column of its own (see docs/decisions/017-bookable-stores.md).
 */

/** The server's environment (`NODE_ENV`, see src/server/config.ts). */
export type StoreEnvironment = 'development' | 'test' | 'production';

/** Test stores (test1…test6) and the demo copy exist for trying the product out. */
export function isTrialStore(code: string): boolean {
  return /^test\d+$/i.test(code) || code.toLowerCase() === 'democopy';
}

/** Trial stores only in development; everywhere else nobody can see or book them. */
export function isBookableStore(code: string, environment: StoreEnvironment): boolean {
  return environment === 'development' || !isTrialStore(code);
}

/**
 * A store the public list names: one with a name of its own. A store still called by its code
 * ("Clinic 2EK0L", the catalogue's placeholder) means nothing to a client, so it is booked
 * through its own link (`/book-online?store=2EK0L`) instead of being listed.
 */
export function isListedStore(store: { code: string; name: string }): boolean {
  const name = store.name.trim();
  return name !== '' && name !== `Clinic ${store.code}` && name !== store.code;
}

const COUNTRY_OF_TIMEZONE: Record<string, string> = {
  'Europe/London': 'GB',
  'Europe/Berlin': 'DE',
  'Africa/Johannesburg': 'ZA',
  'America/New_York': 'US',
};

/** ISO 3166 country of a store, from its time zone; the group started in London. */
export function storeCountry(timezone: string): string {
  return COUNTRY_OF_TIMEZONE[timezone] ?? 'GB';
}
