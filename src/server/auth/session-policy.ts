/**
 * Session lifetimes (docs/decisions/003-accounts-and-sessions.md). Staff: DESIGN.md's 30 minutes
 * idle, 12 hours absolute. Clients: 60 minutes idle, because a long questionnaire on a phone is
 * often paused to fetch a document (every draft save counts as activity), and 12 hours absolute.
 */
export const SESSION_POLICY = {
  staff: { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 },
  client: { idleMs: 60 * 60_000, absoluteMs: 12 * 3_600_000 },
} as const;

/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const TOUCH_INTERVAL_MS = 30_000;

export const SESSION_COOKIE = 'login_token';
