import { useEffect, useState } from 'react';
import type { KnownDetailsDto } from '../../../shared/api/known-details';
import { callApi } from '../../api/endpoint';

/**
 * What the clinic already knows about the client (name, gender, date of birth from the booking),
 * asked while the template loads. Undefined until answered; empty when nothing is known or the
 * question failed: the form then simply opens blank.
 */
export function useKnownDetails(appointmentId: string | undefined): KnownDetailsDto | undefined {
  const [known, setKnown] = useState<KnownDetailsDto | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void callApi(
      'GET /api/forms/known-details',
      { query: { appointment_id: appointmentId } },
      { quiet: true, background: true },
    ).then((envelope) => {
      if (live) setKnown(envelope.code === 0 ? envelope.data : {});
    });
    return () => {
      live = false;
    };
  }, [appointmentId]);
  return known;
}
