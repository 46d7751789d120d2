import { useEffect, useState } from 'react';
import type { CheckFormRightResult } from '../../../shared/api/forms';
import { apiRequest } from '../../api/client';

/**
 * Whether the caller may fill the full form now (check_form_right), asked while the template
 * loads so the page says "cannot fill" before anyone types. Null until answered, and when the
 * question could not be asked: the submission is checked again on the server anyway.
 */
export function useFormRight(appointmentId: string | undefined): CheckFormRightResult | null {
  const [result, setResult] = useState<CheckFormRightResult | null>(null);
  useEffect(() => {
    let live = true;
    void apiRequest<CheckFormRightResult>('/api/mform/check_form_right', {
      method: 'POST',
      quiet: true,
      background: true,
      body: { purpose: 'mf', ...(appointmentId ? { appointment_id: appointmentId } : {}) },
    }).then((envelope) => {
      if (live && envelope.code === 0) setResult(envelope.data);
    });
    return () => {
      live = false;
    };
  }, [appointmentId]);
  return result;
}
