import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntryDto } from '../../../shared/api/audit';
import { callApi } from '../../api/endpoint';

/** The audit view's filters as the URL and the API name them; empty means "any". */
export interface AuditFilters {
  client_id: string;
  staff_id: string;
  action: string;
  from: string;
  to: string;
}

export const FILTER_NAMES = ['client_id', 'staff_id', 'action', 'from', 'to'] as const;

/** Only the filters that are set, for a query string or the API. */
export function setFilters(filters: AuditFilters): Partial<AuditFilters> {
  return Object.fromEntries(FILTER_NAMES.filter((n) => filters[n]).map((n) => [n, filters[n]]));
}

export interface AuditEvents {
  entries: AuditEntryDto[] | null;
  clientName: string | null;
  /** The refused answer's field errors or message, when the filters were refused. */
  error: string | null;
  more: boolean;
  loadMore: () => Promise<void>;
}

/** Audit events matching `filters`, newest first, a page at a time (admins). */
export function useAuditEvents(
  enabled: boolean,
  filters: AuditFilters,
  messageOf: (key: string) => string,
): AuditEvents {
  const [entries, setEntries] = useState<AuditEntryDto[] | null>(null);
  const [clientName, setClientName] = useState<string | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const { client_id, staff_id, action, from, to } = filters;

  const load = useCallback(
    async (after: string | null) => {
      const request = ++latest.current;
      const query = setFilters({ client_id, staff_id, action, from, to });
      const envelope = await callApi(
        'GET /api/admin/audit',
        { query: { ...query, cursor: after ?? undefined } },
        { quiet: true },
      );
      if (request !== latest.current) return;
      if (envelope.code !== 0) {
        const fields = (envelope.data as { fields?: { message: string }[] } | null)?.fields;
        setError(
          fields?.length ? fields.map((f) => messageOf(f.message)).join(' ') : envelope.message,
        );
        setEntries([]);
        setCursor(null);
        return;
      }
      setError(null);
      setClientName(envelope.data.client_name);
      setEntries((shown) => [...(after && shown ? shown : []), ...envelope.data.entries]);
      setCursor(envelope.data.next_cursor);
    },
    [client_id, staff_id, action, from, to, messageOf],
  );

  useEffect(() => {
    if (enabled) void load(null);
  }, [enabled, load]);

  return { entries, clientName, error, more: cursor !== null, loadMore: () => load(cursor) };
}
