import { useCallback, useEffect, useRef, useState } from 'react';
import type { BreakGlassEntryDto } from '../../../shared/api/access';
import { callApi } from '../../api/endpoint';

export interface AccessReviews {
  entries: BreakGlassEntryDto[] | null;
  failed: boolean;
  more: boolean;
  loadMore: () => Promise<void>;
  reload: () => Promise<void>;
  /** Marks one grant reviewed; the answer's message when it was refused. */
  review: (id: string) => Promise<string | null>;
}

/** Every break-glass grant, newest first, a page at a time (admins). */
export function useAccessReviews(enabled: boolean, openOnly: boolean): AccessReviews {
  const [entries, setEntries] = useState<BreakGlassEntryDto[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async (after: string | null) => {
      const request = ++latest.current;
      const envelope = await callApi(
        'GET /api/admin/break-glass',
        { query: { open: openOnly ? 'true' : undefined, cursor: after ?? undefined } },
        { quiet: true },
      );
      if (request !== latest.current) return;
      setFailed(envelope.code !== 0);
      if (envelope.code !== 0) return;
      setEntries((shown) => [...(after && shown ? shown : []), ...envelope.data.entries]);
      setCursor(envelope.data.next_cursor);
    },
    [openOnly],
  );

  useEffect(() => {
    if (enabled) void load(null);
  }, [enabled, load]);

  const review = useCallback(async (id: string) => {
    const envelope = await callApi(
      'POST /api/admin/break-glass/:grant_id/review',
      { params: { grant_id: id } },
      { quiet: true },
    );
    if (envelope.code !== 0) return envelope.message;
    setEntries((shown) =>
      (shown ?? []).map((e) =>
        e.id === id ? { ...e, reviewed_at: envelope.data.reviewed_at, reviewed_by_name: '' } : e,
      ),
    );
    return null;
  }, []);

  return {
    entries,
    failed,
    more: cursor !== null,
    loadMore: () => load(cursor),
    reload: () => load(null),
    review,
  };
}
