import { ERROR_CODES } from '../../shared/api/error-codes';
import { onApiError } from '../api/client';
import { isPublicPath } from './guard';
import { markSessionExpired, rememberReturnTo } from './return-to';
import { forgetSession } from './session';

/**
 * Spec §8 "Authentication expired, please log in again": when any call answers that the session
 * has ended, remember where the person was, say why on the sign-in page, and go there. A call
 * that finds no session at all on a signed-in page (signed out in another tab) goes there too.
 * The sign-in page itself answers 40100 for a wrong password, so public pages are left alone.
 */
export function handleSessionEnd(navigate: (to: string) => unknown): () => void {
  return onApiError((envelope) => {
    const { pathname, search } = window.location;
    const expired = envelope.code === ERROR_CODES.sessionExpired;
    const signedOut = envelope.code === ERROR_CODES.unauthenticated && !isPublicPath(pathname);
    if (!expired && !signedOut) return false;
    forgetSession();
    rememberReturnTo(pathname + search);
    if (expired) markSessionExpired();
    void navigate('/login');
    return expired;
  });
}
