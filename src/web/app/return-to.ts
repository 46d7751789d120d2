import type { SessionUser } from '../../shared/api/auth';

/** Session storage keys: where a signed-out person was going, and why they were sent away. */
const RETURN_TO = 'returnTo';
const EXPIRED = 'sessionExpired';

export function rememberReturnTo(path: string): void {
  // Sending someone "back" to the sign-in page after signing in would be a loop; `/` only
  // leads on to the person's home, which is where signing in goes anyway.
  if (!path.startsWith('/login') && !/^\/(\?|$)/.test(path))
    sessionStorage.setItem(RETURN_TO, path);
}

/** Staff work from the clinic's day view, clients from their own details. */
export function homeOf(user: SessionUser | null): string {
  return user?.kind === 'staff' ? '/today' : '/userData';
}

/** Where to go after signing in: back where the person was going, else their own home. */
export function takeSignInTarget(user: SessionUser | null): string {
  const target = sessionStorage.getItem(RETURN_TO);
  sessionStorage.removeItem(RETURN_TO);
  // Only a path of ours: never an absolute or protocol-relative address from storage.
  return target && target.startsWith('/') && !target.startsWith('//') ? target : homeOf(user);
}

/** The sign-in page says "authentication expired" once after the app sent the person there. */
export function markSessionExpired(): void {
  sessionStorage.setItem(EXPIRED, '1');
}

export function sessionExpiredNotice(): boolean {
  try {
    return sessionStorage.getItem(EXPIRED) === '1';
  } catch {
    // The server's render of /login (no storage there) shows no notice.
    return false;
  }
}

export function clearSessionExpiredNotice(): void {
  sessionStorage.removeItem(EXPIRED);
}
