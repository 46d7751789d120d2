import { apiRequest } from '../api/client';

export interface SessionInfo {
  authenticated: boolean;
  user: { id: string; name: string; role: string } | null;
}

const SIGNED_OUT: SessionInfo = { authenticated: false, user: null };
let cached: Promise<SessionInfo> | undefined;

/**
 * Who is signed in, asked once and then remembered until sign-in or sign-out changes it.
 * The login cookie is HttpOnly, so the server is the only one who knows.
 */
export function currentSession(): Promise<SessionInfo> {
  cached ??= apiRequest<SessionInfo>('/api/session', { background: true, quiet: true }).then(
    (envelope) => (envelope.code === 0 ? envelope.data : SIGNED_OUT),
  );
  return cached;
}

export function forgetSession(): void {
  cached = undefined;
}

/** Stored form and client info that a sign-out must clear (spec §2, "Route guard"). */
export const SESSION_STORAGE_KEYS = ['formInfo', 'clientInfo', 'contactInfo', 'verifyInfo'];

export async function signOutLocally(): Promise<void> {
  for (const key of SESSION_STORAGE_KEYS) sessionStorage.removeItem(key);
  await apiRequest('/api/session/logout', {
    method: 'POST',
    body: {},
    background: true,
    quiet: true,
  });
  forgetSession();
}
