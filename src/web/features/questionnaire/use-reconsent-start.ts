import { useCallback, useEffect, useState } from 'react';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { ReconsentStartDto } from '../../../shared/api/reconsent';
import { callApi } from '../../api/endpoint';

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

/** What the re-consent page opens with (GET /api/forms/reconsent), with a retry. */
export function useReconsentStart(query: { appointment?: string; client?: string }) {
  const [state, setState] = useState<ReconsentStartState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { appointment, client } = query;
  useEffect(() => {
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
