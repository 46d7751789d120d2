/**
 * Whether an error means the database cannot be reached or is going away, rather than that
 * the request or the code is wrong: the client should come back shortly, not report a defect.
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (server shut down, crashed, starting),
 * 53300 (too many connections); node's socket errors; node-postgres' and its pool's own
 * messages for a lost or unobtainable connection. Drizzle wraps the driver's error in `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
  /Cannot use a pool after calling end/,
  /Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const { code, message } = e as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    e = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
