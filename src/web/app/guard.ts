/**
 * The route guard of spec §2, as a pure function so every branch is unit-tested.
 * "Token" means a signed-in session; the cookie itself is HttpOnly (DESIGN.md).
 */

/** Path fragments that open without a session: form links, verification and booking. */
const PUBLIC_FRAGMENTS = ['mf', 'detail', 'us', 'verification', 'new', 'book-online'];
/**
 * Besides the spec's list: /setup creates the first admin, who has no session yet,
 * /dev/outbox (development servers only) shows the codes a person needs in order to sign in,
 * and the re-consent pages open from a fill link without a session (the server decides whose
 * record they show, and asks anyone else to sign in).
 */
const PUBLIC_PATHS = new Set([
  '/login',
  '/medicalSuccess',
  '/medicalError',
  '/setup',
  '/dev/outbox',
  '/rf',
  '/reconsent',
]);

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.has(pathname) || PUBLIC_FRAGMENTS.some((f) => pathname.includes(f));
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** Signed in and opening /login: forget stored form and client info and sign out. */
  | { action: 'signOutAndAllow' };

/**
 * Pages of the home logic that a client reaches without a session once the contact info is in
 * session storage (after booking, or from a link's code). The spec's list leaves out `/` and
 * /hintWarning, which would send every client to /login instead of through the home logic; they
 * show nothing but the client's own contact info and a "please ask staff" message.
 */
const CONTACT_INFO_PATHS = new Set(['/', '/hintWarning']);

export function decideGuard(
  pathname: string,
  signedIn: boolean,
  hasContactInfo = false,
): GuardDecision {
  if (!signedIn) {
    const open = isPublicPath(pathname) || (hasContactInfo && CONTACT_INFO_PATHS.has(pathname));
    return open ? { action: 'allow' } : { action: 'redirect', to: '/login' };
  }
  if (pathname === '/login') return { action: 'signOutAndAllow' };
  if (pathname === '/undefined') return { action: 'redirect', to: '/404' };
  return { action: 'allow' };
}

/** Home logic of spec §2: where `/` sends a person with stored contact info. */
export function homeTarget(contactInfo: { status?: unknown } | null): string {
  if (!contactInfo) return '/login';
  const status = Number(contactInfo.status);
  if (status === 1) return '/userinfo';
  if (status === 2) return '/userData';
  return '/hintWarning';
}
