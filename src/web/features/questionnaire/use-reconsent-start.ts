import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { ReconsentStartDto } from '../../../shared/api/reconsent';
import { callApi } from '../../api/endpoint';
import { useVisitorFacts } from '../../ssr/visitor-facts';

export type ReconsentStartState =
  | { status: 'loading' }
  | { status: 'ready'; start: ReconsentStartDto }
  /** Neither a session nor an opened link: the person must sign in or open their link. */
  | { status: 'signedOut' }
  | { status: 'failed'; message: string };

const SIGNED_OUT: ReadonlySet<number> = new Set([
  ERROR_CODES.unauthenticated,
  ERROR_CODES.sessionExpired,
]);

/**
 * What the re-consent page opens with (GET /api/forms/reconsent), with a retry. A first screen
 * the server drew for a request with neither a session nor a fill grant is already the answer
 * the server would give ('sign in'), so that first load asks nothing.
 */
export function useReconsentStart(query: { appointment?: string; client?: string }) {
  const facts = useVisitorFacts();
  const [state, setState] = useState<ReconsentStartState>(() =>
    facts.signedOut ? { status: 'signedOut' } : { status: 'loading' },
  );
  const answered = useRef(facts.signedOut === true);
  const [attempt, setAttempt] = useState(0);
  const { appointment, client } = query;
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void callApi(
      'GET /api/forms/reconsent',
      { query: { appointment_id: appointment || undefined, client_id: client || undefined } },
      { quiet: true },
    ).then((envelope) => {
      if (!live) return;
      if (envelope.code === 0) setState({ status: 'ready', start: envelope.data });
      else if (SIGNED_OUT.has(envelope.code)) setState({ status: 'signedOut' });
      else setState({ status: 'failed', message: envelope.message });
    });
    return () => {
      live = false;
    };
  }, [appointment, client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
