import type { WebParamsData } from '../../shared/api/verification';
import { callApi } from '../api/endpoint';

/** Where the trusted web-params answer is kept for the other screens (spec §3 session state). */
export const VERIFY_INFO_KEY = 'verifyInfo';

export interface VerifyInfo {
  checkEmailType: WebParamsData['checkEmailType'];
  verify: WebParamsData['verify'];
  next: WebParamsData['next'];
}

/**
 * Spec §4: at startup a `web_params` cookie sets the check-email type and the verify object.
 * The cookie is never read here: the server re-checks the signed token inside it and answers
 * the trusted view (or null, clearing the cookie). Called once per page load.
 */
export async function loadWebParams(): Promise<VerifyInfo | null> {
  const envelope = await callApi(
    'GET /api/verification/web-params',
    {},
    { background: true, quiet: true },
  );
  const data = envelope.code === 0 ? envelope.data : null;
  try {
    if (data) {
      const info: VerifyInfo = {
        checkEmailType: data.checkEmailType,
        verify: data.verify,
        next: data.next,
      };
      sessionStorage.setItem(VERIFY_INFO_KEY, JSON.stringify(info));
      return info;
    }
    // No valid cookie (any more): nothing stale stays behind for the other screens.
    if (envelope.code === 0) sessionStorage.removeItem(VERIFY_INFO_KEY);
  } catch {
    // Storage switched off: the screens ask the server again when they need it.
  }
  return data;
}

/** The stored trusted answer, or null. */
export function readVerifyInfo(): VerifyInfo | null {
  try {
    const raw = sessionStorage.getItem(VERIFY_INFO_KEY);
    return raw ? (JSON.parse(raw) as VerifyInfo) : null;
  } catch {
    return null;
  }
}
