import { useEffect, useState } from 'react';
import type { CatalogueEntryDto } from '../../shared/api/catalogue';
import { apiRequest } from '../api/client';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; entry: CatalogueEntryDto }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/** The live catalogue entry for a store and version, as the server has it now. */
export function useCatalogueEntry(storeCode: string, version: string): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void apiRequest<CatalogueEntryDto>(
      `/api/stores/${encodeURIComponent(storeCode)}/forms/${encodeURIComponent(version)}`,
      { quiet: true },
    ).then((envelope) => {
      if (!current) return;
      if (envelope.code === 0) setState({ status: 'ready', entry: envelope.data });
      else if (envelope.code === 40400) setState({ status: 'missing' });
      else setState({ status: 'failed', message: envelope.message });
    });
    return () => {
      current = false;
    };
  }, [storeCode, version]);
  return state;
}
