import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, e.g. before a code may be sent again. The server rate-limits
 * sends anyway; this keeps people from tapping into that limit.
 */
export function useCooldown(seconds: number): [remaining: number, start: () => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, [seconds]);
  return [Math.max(0, Math.ceil((until - now) / 1000)), start];
}
