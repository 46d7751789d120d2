import type { SessionInfo } from '../../shared/api/auth';
import { setCsrfToken } from '../api/client';
import { callApi } from '../api/endpoint';

export type { SessionInfo };

const SIGNED_OUT: SessionInfo = { authenticated: false, user: null, csrfToken: null };
let cached: Promise<SessionInfo> | undefined;

/**
 * Who is signed in, asked once and then remembered until sign-in or sign-out changes it.
 * The login cookie is HttpOnly, so the server is the only one who knows. The answer also
 * carries the CSRF token every mutation must send.
 */
export function currentSession(): Promise<SessionInfo> {
  cached ??= callApi('GET /api/session', {}, { background: true, quiet: true }).then((envelope) => {
    const info = envelope.code === 0 ? envelope.data : SIGNED_OUT;
    setCsrfToken(info.csrfToken);
    return info;
  });
  return cached;
}

/** A sign-in or registration answers with the new session: use it without asking again. */
export function rememberSession(info: SessionInfo): void {
  setCsrfToken(info.csrfToken);
  cached = Promise.resolve(info);
}

export function forgetSession(): void {
  cached = undefined;
  setCsrfToken(null);
}

/** Stored form and client info that a sign-out must clear (spec §2, "Route guard"). */
export const SESSION_STORAGE_KEYS = ['formInfo', 'clientInfo', 'contactInfo', 'verifyInfo'];

export async function signOutLocally(): Promise<void> {
  for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key);
  // The CSRF token must still be set here: the server ends the session only with it.
  await currentSession();
  await callApi('POST /api/session/logout', {}, { background: true, quiet: true });
  forgetSession();
}
