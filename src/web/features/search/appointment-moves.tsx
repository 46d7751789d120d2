import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentDto } from '../../../shared/api/clients';
import { nextState } from '../../../shared/appointment';
import { apiRequest } from '../../api/client';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { showToast } from '../../ui/toast-store';
import styles from './search.module.css';

interface AppointmentMovesProps {
  appointment: AppointmentDto;
  onChanged: (appointment: AppointmentDto) => void;
}

/**
 * The state moves staff make by hand (spec §4): the visit is done once the forms are in, or the
 * appointment is cancelled (after a confirmation: it frees the slot and cannot be undone).
 */
export function AppointmentMoves({ appointment, onChanged }: AppointmentMovesProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const move = async (event: 'complete_appointment' | 'cancel', done: string) => {
    const envelope = await apiRequest<AppointmentDto>(
      `/api/appointments/${appointment.id}/transition`,
      { method: 'POST', body: { event } },
    );
    if (envelope.code !== 0) return;
    onChanged(envelope.data);
    showToast('success', done);
  };
  const completable = nextState(appointment.state, 'complete_appointment') !== undefined;
  const cancellable = nextState(appointment.state, 'cancel') !== undefined;
  return (
    <>
      {completable ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => void move('complete_appointment', t('search.completed'))}
        >
          {t('search.complete')}
        </button>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          className={styles.secondaryAction}
          onClick={() => setConfirming(true)}
        >
          {t('search.cancel')}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('search.cancelTitle', { number: appointment.number })}
        body={t('search.cancelBody')}
        confirmLabel={t('search.cancelConfirm')}
        dismissLabel={t('search.cancelKeep')}
        onConfirm={() => {
          setConfirming(false);
          void move('cancel', t('search.cancelled'));
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
