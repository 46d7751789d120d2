import { useEffect, useState } from 'react';
import type { AppointmentDto, ClientInfoDto } from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';
import type { VerifyDeskTarget } from '../../ui/verify-desk-path';

export type DeskTargetState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; client: ClientInfoDto; appointment: AppointmentDto }
  | { status: 'missing' };

/** The client and appointment the desk was opened for (GET /api/clients/:id), by id or number. */
export function useDeskTarget(target: VerifyDeskTarget | null): DeskTargetState {
  const clientId = target?.clientId;
  const ref = target?.appointment.toUpperCase();
  const [state, setState] = useState<DeskTargetState>({ status: target ? 'loading' : 'none' });
  useEffect(() => {
    if (!clientId || !ref) return setState({ status: 'none' });
    let live = true;
    setState({ status: 'loading' });
    void callApi('GET /api/clients/:id', { params: { id: clientId } }, { quiet: true }).then(
      (envelope) => {
        if (!live) return;
        const client = envelope.code === 0 ? envelope.data : null;
        const appointment = client?.appointments.find(
          (a) => a.number.toUpperCase() === ref || a.id.toUpperCase() === ref,
        );
        setState(
          client && appointment ? { status: 'found', client, appointment } : { status: 'missing' },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [clientId, ref]);
  return state;
}
