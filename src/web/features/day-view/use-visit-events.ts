import { useEffect, useRef, useState } from 'react';
import { API_BASES } from '../../api/client';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** Events close together (a form submitted, then verified) cause one reload, not several. */
const DEBOUNCE_MS = 300;
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * Listens to the staff member's visit events (Server-Sent Events) and calls `onChange`,
 * debounced, whenever a visit changes, and after every (re)connection, since events sent while
 * disconnected are lost. The browser reconnects a dropped stream by itself; a refused one
 * (e.g. the server restarting) is opened again here with backoff.
 */
export function useVisitEvents(onChange: () => void): LiveStatus {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let source: EventSource | undefined;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let opened = false;
    let stopped = false;

    const changed = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => latest.current(), DEBOUNCE_MS);
    };

    const open = () => {
      source = new EventSource(`${API_BASES.crm}/api/visits/events`, { withCredentials: true });
      source.addEventListener('open', () => {
        setStatus('live');
        retryMs = FIRST_RETRY_MS;
        // The first open follows the first load; a later one may have missed events.
        if (opened) changed();
        opened = true;
      });
      source.addEventListener('visit', changed);
      source.addEventListener('resync', changed);
      source.addEventListener('error', () => {
        setStatus('reconnecting');
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        // The server refused the stream (or is restarting): try again later, and reload the
        // list, which also sends an ended session to the sign-in page.
        changed();
        retry = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      source?.close();
    };
  }, []);

  return status;
}
