import { useCallback, useEffect, useRef, useState } from 'react';
import type { DayViewResult } from '../../../shared/api/visits';
import { callApi } from '../../api/endpoint';
import { stageChanges, type StageChange } from './order';

export type DayViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; day: DayViewResult };

/**
 * The day's visits for a store (or all the member's stores) and a date (or today). `refresh`
 * loads again in the background (live updates) and reports what changed, for announcing.
 */
export function useDayView(storeCode: string, date: string) {
  const [state, setState] = useState<DayViewState>({ status: 'loading' });
  const [changes, setChanges] = useState<StageChange[]>([]);
  const current = useRef<DayViewResult | null>(null);
  const generation = useRef(0);

  const load = useCallback(
    async (background: boolean) => {
      const mine = ++generation.current;
      if (!background) setState({ status: 'loading' });
      const envelope = await callApi(
        'GET /api/visits/day',
        // An empty store or date is left out: the server's default (every store, today).
        { query: { store_code: storeCode || undefined, date: date || undefined } },
        { background: true, quiet: true },
      );
      // A newer load (another store or day) has started: this answer is stale.
      if (mine !== generation.current) return;
      if (envelope.code !== 0) {
        // A background refresh that fails keeps the list on screen; the next event retries.
        if (!background || !current.current)
          setState({ status: 'error', message: envelope.message });
        return;
      }
      if (background && current.current) {
        // A refresh that finds nothing new keeps the last announcement: one event often
        // brings two refreshes, and the second must not blank what the first has just said.
        const found = stageChanges(current.current.visits, envelope.data.visits);
        if (found.length > 0) setChanges(found);
      }
      current.current = envelope.data;
      setState({ status: 'ready', day: envelope.data });
    },
    [storeCode, date],
  );

  useEffect(() => {
    current.current = null;
    void load(false);
  }, [load]);

  const retry = useCallback(() => void load(false), [load]);
  const refresh = useCallback(() => void load(true), [load]);
  return { state, changes, retry, refresh };
}
