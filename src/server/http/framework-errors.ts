import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, errorMessageKey } from '../../shared/api/error-codes';

/**
 * Errors Fastify raises before routing (a path with broken percent-encoding, a failed route
 * constraint) answer the same envelope as every other error, not Fastify's own body, and are
 * not cached.
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply
    .code(400)
    .header('cache-control', 'no-store')
    .send({
      code: ERROR_CODES.malformedBody,
      message: errorMessageKey('malformedBody'),
      data: null,
    });
}
