/**
 * Stable error codes of the `{code, message, data}` envelope. `message` is always a key the web
 * app translates (`errors.*` in the locale catalogs), never free text from the server.
 * Codes never change meaning once released; add new ones at the end of a range.
 */
export const ERROR_CODES = {
  ok: 0,
  validation: 40000,
  malformedBody: 40001,
  unsupportedMediaType: 40002,
  unauthenticated: 40100,
  sessionExpired: 40101,
  forbidden: 40300,
  csrf: 40301,
  /** A link or QR token that is forged, altered, revoked, used up or for another store. */
  linkInvalid: 40302,
  notFound: 40400,
  conflict: 40900,
  /** An idempotency key sent again with a different body: the first one stands, nothing is stored. */
  idempotencyKeyReused: 40901,
  /** A link or QR token past its expiry (the web shows the QR-expired screen). */
  linkExpired: 41000,
  payloadTooLarge: 41300,
  rateLimited: 42900,
  internal: 50000,
  unavailable: 50300,
  /** Produced only by the web client when the network fails (spec §7). */
  network: 99999,
} as const;

export type ErrorName = keyof typeof ERROR_CODES;
export type ErrorCode = (typeof ERROR_CODES)[ErrorName];

/** The translation key for each error name; the UI shows `t(key)`. */
export function errorMessageKey(name: ErrorName): string {
  return `errors.${name}`;
}
