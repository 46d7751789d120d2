import { useCallback, useEffect, useState } from 'react';
import type { FieldError } from '../../../shared/api/envelope';
import { callApi } from '../../api/endpoint';

export interface StoreOption {
  code: string;
  name: string;
}

/** The active stores (for the checkboxes) and one member's stores, read and saved. */
export function useStaffStores(staffId: string) {
  const [stores, setStores] = useState<StoreOption[] | null>(null);
  const [chosen, setChosen] = useState<string[] | null>(null);

  useEffect(() => {
    void callApi('GET /api/stores', {}, { background: true }).then((e) => {
      if (e.code === 0) setStores(e.data.stores);
    });
  }, []);

  useEffect(() => {
    if (!staffId) return;
    let live = true;
    void callApi(
      'GET /api/admin/staff/:staff_id/stores',
      { params: { staff_id: staffId } },
      { background: true },
    ).then((e) => {
      if (live && e.code === 0) setChosen(e.data.store_codes);
    });
    return () => {
      live = false;
      setChosen(null);
    };
  }, [staffId]);

  /** Resolves to the field errors of a refused save (none on success). */
  const save = useCallback(
    async (codes: string[]): Promise<{ ok: boolean; message: string; fields: FieldError[] }> => {
      const envelope = await callApi(
        'PUT /api/admin/staff/:staff_id/stores',
        { params: { staff_id: staffId }, body: { store_codes: codes } },
        { quiet: true },
      );
      if (envelope.code === 0) {
        setChosen(envelope.data.store_codes);
        return { ok: true, message: '', fields: [] };
      }
      const fields = (envelope.data as { fields?: FieldError[] } | null)?.fields ?? [];
      return { ok: false, message: envelope.message, fields };
    },
    [staffId],
  );

  return { stores, chosen, setChosen, save };
}
