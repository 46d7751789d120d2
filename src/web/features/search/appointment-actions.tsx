import { useTranslation } from '../../i18n/runtime/use-translation';
import { useNavigate } from '../../app/navigation';
import type { AppointmentDto, ClientInfoDto } from '../../../shared/api/clients';
import type { Language } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import { showToast } from '../../ui/toast-store';
import { rememberStaffVisit } from '../../ui/staff-visit';
import { actionKey, actionPath, rowActions, STARTS_FILLING, type RowAction } from './action-paths';
import { AppointmentMoves } from './appointment-moves';
import styles from './search.module.css';
import { VerificationDialog } from './verification-dialog';

interface AppointmentActionsProps {
  client: ClientInfoDto;
  appointment: AppointmentDto;
  onChanged: (appointment: AppointmentDto) => void;
  /** A language the desk chose on purpose; none: the server sends in the client's own. */
  messageLanguage: Language | undefined;
}

/**
 * The actions the server allows (and the signed forms read-only once signed), then "send form
 * link" by email or SMS.
 */
export function AppointmentActions({
  client,
  appointment,
  onChanged,
  messageLanguage,
}: AppointmentActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = async (action: RowAction) => {
    if (appointment.state === 'not_started' && STARTS_FILLING.includes(action)) {
      const envelope = await callApi('POST /api/appointments/:id/transition', {
        params: { id: appointment.id },
        body: { event: 'start_filling' },
      });
      if (envelope.code !== 0) return;
      onChanged(envelope.data);
    }
    if (action === 'register_and_process') {
      // Staff cannot choose the client's password: the client is invited to register. The
      // questionnaire goes on either way (a failure is shown as a toast).
      const invite = await callApi('POST /api/appointments/:id/invite-member', {
        params: { id: appointment.id },
        body: { language: messageLanguage },
      });
      if (invite.code === 0) showToast('success', t('search.inviteSent'));
    }
    // The next screen knows whom and which visit it is about (cleared at sign-out).
    rememberStaffVisit({
      client_id: client.id,
      client_name: client.name,
      appointment_id: appointment.id,
      number: appointment.number,
      store_code: appointment.store_code,
    });
    await navigate(actionPath(action, appointment, client.id));
  };
  const sendLink = async (channel: 'email' | 'sms') => {
    const envelope = await callApi('POST /api/appointments/:id/send-form-link', {
      params: { id: appointment.id },
      body: { channel, language: messageLanguage },
    });
    if (envelope.code === 0) showToast('success', t('search.linkSent'));
  };
  // Every row has the same buttons: each is named with the visit it acts on.
  const subject = t('search.appointmentSubject', {
    name: client.name,
    number: appointment.number,
  });
  const named = (action: string) => t('a11y.rowAction', { action, subject });
  const finished = appointment.actions.length === 0;
  const buttons = rowActions(appointment);
  return (
    <div className={styles.actions}>
      {buttons.map((action) => (
        <button
          key={action}
          type="button"
          className={styles.action}
          aria-label={named(t(actionKey(action)))}
          onClick={() => open(action)}
        >
          {t(actionKey(action))}
        </button>
      ))}
      {!finished && client.email ? (
        <button
          type="button"
          className={styles.secondaryAction}
          aria-label={named(t('search.sendLinkEmail'))}
          onClick={() => sendLink('email')}
        >
          {t('search.sendLinkEmail')}
        </button>
      ) : null}
      {!finished && client.mobile ? (
        <button
          type="button"
          className={styles.secondaryAction}
          aria-label={named(t('search.sendLinkSms'))}
          onClick={() => sendLink('sms')}
        >
          {t('search.sendLinkSms')}
        </button>
      ) : null}
      <AppointmentMoves appointment={appointment} onChanged={onChanged} named={named} />
      {finished && buttons.length === 0 ? <span>{t('search.noActions')}</span> : null}
      {!finished ? (
        <VerificationDialog
          appointmentId={appointment.id}
          number={appointment.number}
          label={named(t('search.verificationLink'))}
          language={messageLanguage}
        />
      ) : null}
    </div>
  );
}
