import { useCallback, useEffect, useState } from 'react';
import type { LegalVersionDto } from '../../../shared/api/legal-documents';
import { callApi } from '../../api/endpoint';

/** Every published version of the brands' terms and privacy policies (admins). */
export function useLegalVersions(enabled: boolean) {
  const [versions, setVersions] = useState<LegalVersionDto[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    const envelope = await callApi('GET /api/admin/legal-documents');
    setFailed(envelope.code !== 0);
    if (envelope.code === 0) setVersions(envelope.data.versions);
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { versions, failed, reload };
}
