import { useEffect, useState } from 'react';
import { currentSession, type SessionInfo } from './session';

/** Who is signed in, for screens that adapt to it; null until the answer is known. */
export function useSessionInfo(): SessionInfo | null {
  const [info, setInfo] = useState<SessionInfo | null>(null);
  useEffect(() => {
    let live = true;
    void currentSession().then((s) => live && setInfo(s));
    return () => {
      live = false;
    };
  }, []);
  return info;
}
