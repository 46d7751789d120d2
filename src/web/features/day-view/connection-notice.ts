import { useState } from 'react';
import type { LiveStatus } from './use-visit-events';

export type ConnectionNotice = 'lost' | 'back' | null;

/**
 * What a screen reader should hear about the live updates: nothing while the page first
 * connects, then "lost" when a live stream drops and "back" when it returns, since the dot
 * and its word change silently.
 */
export function nextConnectionNotice(
  previous: LiveStatus,
  next: LiveStatus,
  notice: ConnectionNotice,
): ConnectionNotice {
  if (previous === next) return notice;
  if (previous === 'live' && next === 'reconnecting') return 'lost';
  if (next === 'live' && notice === 'lost') return 'back';
  return notice;
}

export function useConnectionNotice(live: LiveStatus): ConnectionNotice {
  const [seen, setSeen] = useState(live);
  const [notice, setNotice] = useState<ConnectionNotice>(null);
  if (seen !== live) {
    setSeen(live);
    setNotice(nextConnectionNotice(seen, live, notice));
  }
  return notice;
}
