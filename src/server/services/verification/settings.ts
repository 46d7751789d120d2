/** Lifetimes of verification links (issue 6), from the environment; see the README table. */
export interface VerificationSettings {
  /** A `verify` QR code shown at the desk: `VERIFY_LINK_TTL_MINUTES`, default 10. */
  verifyTtlMinutes: number;
  /**
   * A `fill` link lives until the end of its appointment's day in the store's time zone, but
   * never longer than `FILL_LINK_MAX_DAYS` (default 14) after it was issued.
   */
  fillLinkMaxDays: number;
}

export const DEFAULT_VERIFICATION_SETTINGS: VerificationSettings = {
  verifyTtlMinutes: 10,
  fillLinkMaxDays: 14,
};

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number`);
  return n;
}

export function loadVerificationSettings(env: NodeJS.ProcessEnv): VerificationSettings {
  const d = DEFAULT_VERIFICATION_SETTINGS;
  return {
    verifyTtlMinutes: positive(
      'VERIFY_LINK_TTL_MINUTES',
      env.VERIFY_LINK_TTL_MINUTES,
      d.verifyTtlMinutes,
    ),
    fillLinkMaxDays: positive('FILL_LINK_MAX_DAYS', env.FILL_LINK_MAX_DAYS, d.fillLinkMaxDays),
  };
}
