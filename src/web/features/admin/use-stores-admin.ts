import { useCallback, useEffect, useState } from 'react';
import type { Envelope } from '../../../shared/api/envelope';
import type { StoreAdminDto, StoreUpdateBody } from '../../../shared/api/stores';
import { callApi } from '../../api/endpoint';
import { forgetStorePlaces } from '../../ui/store-places';

/** Every store with its operating details, and saving one store's. */
export function useStoresAdmin(enabled: boolean) {
  const [stores, setStores] = useState<StoreAdminDto[] | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void callApi('GET /api/admin/stores').then((envelope) => {
      if (live && envelope.code === 0) setStores(envelope.data.stores);
    });
    return () => {
      live = false;
    };
  }, [enabled]);

  /** The server's answer, for the form to show its field errors; the list follows a success. */
  const save = useCallback(
    async (code: string, body: StoreUpdateBody): Promise<Envelope<StoreAdminDto | null>> => {
      const envelope = await callApi(
        'PUT /api/admin/stores/:store_code',
        { params: { store_code: code }, body },
        { quiet: true },
      );
      if (envelope.code === 0) {
        const saved = envelope.data;
        setStores((list) => (list ?? []).map((s) => (s.code === saved.code ? saved : s)));
        // Dates and phone fields on this device follow the change from the next screen on.
        forgetStorePlaces();
      }
      return envelope;
    },
    [],
  );

  return { stores, save };
}
