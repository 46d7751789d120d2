import { useCallback } from 'react';
import { useNavigate } from '../../app/navigation';
import type { SessionInfo } from '../../../shared/api/auth';
import { clearSessionExpiredNotice, takeSignInTarget } from '../../app/return-to';
import { rememberSession } from '../../app/session';

/** After any sign-in: keep the new session (and its CSRF token), then go where the person was going. */
export function useFinishSignIn(): (info: SessionInfo) => void {
  const navigate = useNavigate();
  return useCallback(
    (info: SessionInfo) => {
      rememberSession(info);
      clearSessionExpiredNotice();
      void navigate(takeSignInTarget(info.user), { replace: true });
    },
    [navigate],
  );
}
