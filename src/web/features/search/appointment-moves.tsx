import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { appointmentTransitionBody, type AppointmentDto } from '../../../shared/api/clients';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { nextState } from '../../../shared/appointment';
import { callApi } from '../../api/endpoint';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { showToast } from '../../ui/toast-store';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { serverFieldErrors, validate } from '../../ui/validate';
import styles from './search.module.css';

interface AppointmentMovesProps {
  appointment: AppointmentDto;
  onChanged: (appointment: AppointmentDto) => void;
  /** A button's accessible name: its action with the visit it acts on. */
  named: (action: string) => string;
}

/**
 * The state moves staff make by hand (spec §4): the visit is marked done once the forms are in,
 * or the appointment is cancelled (after a confirmation: it frees the slot and cannot be
 * undone). Signing the treatment record completes a visit by itself, so a visit marked completed
 * here has none and needs a reason, which the server keeps as its completion note.
 */
export function AppointmentMoves({ appointment, onChanged, named }: AppointmentMovesProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<'cancel' | 'complete' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const reasonRef = useRef<HTMLDivElement>(null);

  const showReasonError = (error: string) => {
    setReasonError(error);
    focusFirstInvalid(reasonRef.current);
  };
  const closeComplete = () => {
    setConfirming(null);
    setReason('');
    setReasonError(undefined);
  };

  const cancel = async () => {
    setConfirming(null);
    const envelope = await callApi('POST /api/appointments/:id/transition', {
      params: { id: appointment.id },
      body: { event: 'cancel' },
    });
    if (envelope.code !== 0) return;
    onChanged(envelope.data);
    showToast('success', t('search.cancelled'));
  };

  const complete = async () => {
    const checked = validate(appointmentTransitionBody, {
      event: 'complete_appointment',
      reason,
    });
    if (!checked.ok || !checked.data.reason) {
      return showReasonError(
        (checked.ok ? undefined : checked.errors.reason) ?? 'validation.required',
      );
    }
    const envelope = await callApi(
      'POST /api/appointments/:id/transition',
      { params: { id: appointment.id }, body: checked.data },
      { quiet: true },
    );
    if (envelope.code === 0) {
      closeComplete();
      onChanged(envelope.data);
      showToast('success', t('search.completed'));
      return;
    }
    const fields = serverFieldErrors(envelope);
    if (envelope.code === ERROR_CODES.validation && fields.reason) {
      return showReasonError(fields.reason);
    }
    closeComplete();
    showToast('error', envelope.message);
  };

  const completable = nextState(appointment.state, 'complete_appointment') !== undefined;
  const cancellable = nextState(appointment.state, 'cancel') !== undefined;
  return (
    <>
      {completable ? (
        <button
          type="button"
          className={styles.action}
          aria-label={named(t('search.complete'))}
          onClick={() => setConfirming('complete')}
        >
          {t('search.complete')}
        </button>
      ) : null}
      {cancellable ? (
        <button
          type="button"
          className={styles.secondaryAction}
          aria-label={named(t('search.cancel'))}
          onClick={() => setConfirming('cancel')}
        >
          {t('search.cancel')}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming === 'complete'}
        title={t('search.completeTitle', { number: appointment.number })}
        body={t('search.completeBody')}
        confirmLabel={t('search.completeConfirm')}
        dismissLabel={t('search.completeKeep')}
        onConfirm={() => void complete()}
        onCancel={closeComplete}
      >
        <div ref={reasonRef} className={styles.reason}>
          <Field label={t('search.completeReason')} error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                className={`${formStyles.input} ${styles.reasonInput}`}
                rows={4}
                maxLength={500}
                required
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (reasonError) setReasonError(undefined);
                }}
              />
            )}
          </Field>
          <p role="alert" className={formStyles.visuallyHidden}>
            {reasonError ? t(reasonError) : ''}
          </p>
        </div>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('search.cancelTitle', { number: appointment.number })}
        body={t('search.cancelBody')}
        confirmLabel={t('search.cancelConfirm')}
        dismissLabel={t('search.cancelKeep')}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
