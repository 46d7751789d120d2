/**
 * Which stores the public booking page offers, worked out from the store row (code, name) so it
 * follows what admins change in the database (docs/decisions/017-bookable-stores.md). The
 * country phone numbers start from is the store's own column (decision 024).
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
