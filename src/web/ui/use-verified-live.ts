import { useEffect, useState } from 'react';
import type { VisitEventDto } from '../../shared/api/visits';
import { API_BASES } from '../api/client';

/**
 * True once the client verifies their identity for `appointmentId`, told live by the visit
 * event stream the day view uses (GET /api/visits/events), so the desk's QR dialog turns to
 * "verified" without anyone reloading. Null listens to nothing. A new `link` for the same visit
 * starts again: the desk asked for it, so it shows until that one is used.
 */
export function useVerifiedLive(appointmentId: string | null, link?: string): boolean {
  const [verified, setVerified] = useState(false);
  useEffect(() => {
    setVerified(false);
    if (!appointmentId) return;
    const source = new EventSource(`${API_BASES.crm}/api/visits/events`, {
      withCredentials: true,
    });
    source.addEventListener('visit', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as VisitEventDto;
        if (data.appointment_id === appointmentId && data.kind === 'verified') setVerified(true);
      } catch {
        // A malformed event tells nothing about this visit.
      }
    });
    return () => source.close();
  }, [appointmentId, link]);
  return verified;
}
