import { useTranslation } from '../../i18n/runtime/use-translation';
import form from '../../ui/form.module.css';
import { InPersonForm } from './in-person-form';
import type { DeskTargetState } from './use-desk-target';

/**
 * The client the desk was opened for: named with the appointment number, and "Verify Client"
 * (photo ID seen in person) for them straight away, without a code from the client.
 */
export function DeskTarget({ state, showVerify }: { state: DeskTargetState; showVerify: boolean }) {
  const { t } = useTranslation();
  if (state.status === 'none' || state.status === 'loading') return null;
  if (state.status === 'missing') {
    return (
      <p className={form.alert} role="alert" data-testid="desk-target">
        {t('verify.targetMissing')}
      </p>
    );
  }
  const { client, appointment } = state;
  return (
    <div className={form.form} data-testid="desk-target">
      <p className={form.notice} role="status">
        {t('verify.forClient', { name: client.name, number: appointment.number })}
      </p>
      {showVerify ? (
        <InPersonForm clientId={client.id} appointmentId={appointment.id} onVerified={() => {}} />
      ) : null}
    </div>
  );
}
