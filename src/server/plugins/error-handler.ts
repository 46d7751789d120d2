import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES, errorMessageKey, type ErrorName } from '../../shared/api/error-codes';
import { AppError } from '../http/app-error';
import {
  isDatabaseUnavailable,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../http/database-unavailable';
import { safeErrorLog } from '../http/safe-error-log';

/** Fastify's own error codes that are the client's fault, and what we answer for each. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedBody',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedBody',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedBody',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_TYPE: 'unsupportedMediaType',
  FST_ERR_VALIDATION: 'validation',
};

function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  const name = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (name) return new AppError(name);
  if (error.statusCode === 429) return new AppError('rateLimited');
  // Body parsers (e.g. form bodies) report bad input as plain 400s.
  if (error.statusCode === 400) return new AppError('malformedBody');
  if (error.statusCode === 413) return new AppError('payloadTooLarge');
  if (error.statusCode === 415) return new AppError('unsupportedMediaType');
  return undefined;
}

/** Every error leaves as the `{code, message, data}` envelope; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(known.retryAfterSeconds));
      }
      return reply.status(known.status).send({
        code: known.code,
        message: known.messageKey,
        data: known.fields ? { fields: known.fields } : null,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // A database outage is not a defect: say so, and when to try again (the web app keeps
      // what was typed and retries a submission).
      request.log.warn({ err: safeErrorLog(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({
          code: ERROR_CODES.unavailable,
          message: errorMessageKey('unavailable'),
          data: null,
        });
    }
    // Never the error itself: a failed query's message and stack carry its parameters (PHI).
    request.log.error({ err: safeErrorLog(error) }, 'unhandled error');
    return reply.status(500).send({
      code: ERROR_CODES.internal,
      message: errorMessageKey('internal'),
      data: null,
    });
  });
}
