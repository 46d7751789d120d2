import { useTranslation } from '../../i18n/runtime/use-translation';
import { ClientSummary } from '../../ui/client-summary';
import form from '../../ui/form.module.css';
import { CodeLimitsNotice } from './code-limits-notice';
import { InPersonForm } from './in-person-form';
import type { DeskState } from './use-desk-check';

interface DeskResultProps {
  state: DeskState;
  onVerified: () => void;
}

/** The outcome of a desk check: verify OK with the client, verify error, or QR expired. */
export function DeskResult({ state, onVerified }: DeskResultProps) {
  const { t, i18n } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'expired') {
    return (
      <div className={form.alert} role="alert" data-outcome="expired">
        <p>{t('verification.qrExpired')}</p>
        <p>{t('verify.expiredHelp')}</p>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className={form.alert} role="alert" data-outcome="invalid">
        <p>{state.message}</p>
        <p>{t('verify.errorHelp')}</p>
      </div>
    );
  }
  const { data, input } = state;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const extra = data.appointment
    ? [
        { label: t('verify.appointment'), value: data.appointment.number },
        { label: t('verify.when'), value: when(data.appointment.starts_at) },
      ]
    : [];
  return (
    <div className={form.form} data-outcome="ok">
      <p className={form.notice} role="status">
        {t('verify.codeValid')}
      </p>
      <ClientSummary user={data.user_info} verified={data.verified} extra={extra} />
      <CodeLimitsNotice limits={data.code_limits} />
      <InPersonForm
        key={input.code}
        clientId={data.user_info.id}
        appointmentId={data.appointment?.id}
        code={input.code}
        onVerified={onVerified}
      />
    </div>
  );
}
