import { useCallback, useEffect, useState } from 'react';
import type { StaffDto } from '../../../shared/api/auth';
import { apiRequest } from '../../api/client';

/** The staff list and the two changes an admin makes to a row (role, active). */
export function useStaff(enabled: boolean) {
  const [staff, setStaff] = useState<StaffDto[] | null>(null);

  const reload = useCallback(async () => {
    const envelope = await apiRequest<{ staff: StaffDto[] }>('/api/admin/staff');
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
      const envelope = await apiRequest<StaffDto>(`/api/admin/staff/${id}`, {
        method: 'PATCH',
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
