import { useEffect, useState } from 'react';
import type { CheckFormRightResult } from '../../../shared/api/forms';
import { callApi } from '../../api/endpoint';

/**
 * Whether the caller may fill the full form now (check_form_right), asked while the template
 * loads so the page says "cannot fill" before anyone types. Null until answered, and when the
 * question could not be asked: the submission is checked again on the server anyway.
 */
export function useFormRight(appointmentId: string | undefined): CheckFormRightResult | null {
  const [result, setResult] = useState<CheckFormRightResult | null>(null);
  useEffect(() => {
    let live = true;
    void callApi(
      'POST /api/mform/check_form_right',
      { body: { purpose: 'mf', ...(appointmentId ? { appointment_id: appointmentId } : {}) } },
      { quiet: true, background: true },
    ).then((envelope) => {
      if (live && envelope.code === 0) setResult(envelope.data);
    });
    return () => {
      live = false;
    };
  }, [appointmentId]);
  return result;
}
