import { useCallback, useEffect, useState } from 'react';
import type { StaffDto } from '../../../shared/api/auth';
import { callApi } from '../../api/endpoint';

/** The staff list and the two changes an admin makes to a row (role, active). */
export function useStaff(enabled: boolean) {
  const [staff, setStaff] = useState<StaffDto[] | null>(null);

  const reload = useCallback(async () => {
    const envelope = await callApi('GET /api/admin/staff');
    if (envelope.code === 0) setStaff(envelope.data.staff);
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  const replace = (row: StaffDto) =>
    setStaff((list) => (list ?? []).map((s) => (s.id === row.id ? row : s)));

  /** Errors (e.g. "the last admin cannot be demoted") arrive as toasts from the client. */
  const update = useCallback(
    async (id: string, change: Partial<Pick<StaffDto, 'role' | 'active'>>) => {
      const envelope = await callApi('PATCH /api/admin/staff/:id', {
        params: { id },
        body: change,
      });
      if (envelope.code === 0) replace(envelope.data);
      return envelope.code === 0;
    },
    [],
  );

  const added = (row: StaffDto) => setStaff((list) => [...(list ?? []), row]);

  return { staff, reload, update, added };
}
