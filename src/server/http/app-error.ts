import { ERROR_CODES, errorMessageKey, type ErrorName } from '../../shared/api/error-codes';
import type { FieldError } from '../../shared/api/envelope';

const HTTP_STATUS: Record<ErrorName, number> = {
  ok: 200,
  validation: 400,
  malformedBody: 400,
  unsupportedMediaType: 415,
  unauthenticated: 401,
  sessionExpired: 401,
  forbidden: 403,
  csrf: 403,
  linkInvalid: 403,
  notFound: 404,
  conflict: 409,
  idempotencyKeyReused: 409,
  linkExpired: 410,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
  network: 502,
};

/**
 * An error the client may see: a stable code, a message key and optional field errors. A
 * refusal that ends at a known time (a rate limit) says when, sent as `Retry-After`.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly messageKey: string;

  constructor(
    readonly errorName: ErrorName,
    readonly fields?: FieldError[],
    messageKey?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(errorName);
    this.code = ERROR_CODES[errorName];
    this.status = HTTP_STATUS[errorName];
    this.messageKey = messageKey ?? errorMessageKey(errorName);
  }
}

/** A 429 that ends at `retryAt`: `Retry-After` in whole seconds, at least one. */
export function rateLimitedUntil(messageKey: string, retryAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  return new AppError('rateLimited', undefined, messageKey, seconds);
}
