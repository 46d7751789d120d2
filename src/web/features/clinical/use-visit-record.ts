import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { callApi } from '../../api/endpoint';

export type VisitRecordState =
  | { status: 'loading' }
  | { status: 'ready'; record: VisitRecordDto }
  /** No staff session (the review route is public to the guard): sign in as staff. */
  | { status: 'signedOut' }
  /** A client's session, or staff who do not work at this store. */
  | { status: 'forbidden'; message: string }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

export interface VisitRecord {
  state: VisitRecordState;
  /** Loads again in the background, keeping what is shown: after every write. */
  reload: () => Promise<void>;
  /** Loads again from scratch, after a failure. */
  retry: () => void;
}

const SIGNED_OUT: ReadonlySet<number> = new Set([
  ERROR_CODES.unauthenticated,
  ERROR_CODES.sessionExpired,
]);

/** The whole record of one visit (GET /api/visits/:appointment_id). */
export function useVisitRecord(appointmentId: string): VisitRecord {
  const [state, setState] = useState<VisitRecordState>({ status: 'loading' });
  const latest = useRef(0);

  const load = useCallback(
    async (background: boolean) => {
      const request = ++latest.current;
      if (!background) setState({ status: 'loading' });
      const envelope = await callApi(
        'GET /api/visits/:appointment_id',
        { params: { appointment_id: appointmentId } },
        { quiet: true, background },
      );
      // An older answer arriving after a newer request must not replace it.
      if (request !== latest.current) return;
      if (envelope.code === 0) setState({ status: 'ready', record: envelope.data });
      else if (SIGNED_OUT.has(envelope.code)) setState({ status: 'signedOut' });
      else if (envelope.code === ERROR_CODES.forbidden)
        setState({ status: 'forbidden', message: envelope.message });
      else if (envelope.code === ERROR_CODES.notFound || envelope.code === ERROR_CODES.validation)
        setState({ status: 'notFound' });
      else setState({ status: 'failed', message: envelope.message });
    },
    [appointmentId],
  );

  useEffect(() => {
    void load(false);
    return () => {
      latest.current += 1;
    };
  }, [load]);

  const reload = useCallback(() => load(true), [load]);
  const retry = useCallback(() => void load(false), [load]);
  return { state, reload, retry };
}
