/**
 * Whether an error means the database cannot be reached, is going away or cannot serve now,
 * rather than that the request or the code is wrong: the client should come back shortly, not
 * report a defect. SQLSTATE class 08 (connection exception) and class 53 (insufficient
 * resources: too many connections, out of memory, disk full); 55000 (e.g. the database is not
 * accepting connections), 55P03 (lock timeout), 57014 (statement timeout), 57P01–57P05 (server
 * shut down, crashed, starting, database dropped, idle session ended), 25P03 (idle transaction
 * ended); node's socket errors; node-postgres' and its pool's own messages for a lost or
 * unobtainable connection, and the embedded database's once it is closed. Drizzle wraps the
 * driver's error in `cause`.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '55000',
  '55P03',
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '25P03',
]);
const UNAVAILABLE_CLASSES = ['08', '53'];
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
  /PGlite is closed/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth += 1) {
    const { code, message } = e as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    e = e.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
