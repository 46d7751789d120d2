import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { confirmContactChangeBody, type ClientDetailsDto } from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';
import { CodeStep } from '../../ui/code-step';
import styles from '../../ui/form.module.css';
import { FormFooter } from '../../ui/form-footer';
import { useApiForm } from '../../ui/use-api-form';
import { useCooldown } from '../../ui/use-cooldown';
import { validate } from '../../ui/validate';
import { readContact } from './contact-storage';

/** Seconds before "send the code again" is offered; codes stay valid for 10 minutes. */
const RESEND_AFTER_SECONDS = 60;

interface ContactConfirmProps {
  details: ClientDetailsDto;
  /** Sends the code to the pending address again (saves the details with it once more). */
  onResend: () => Promise<boolean>;
  onConfirmed: (details: ClientDetailsDto, channel: 'email' | 'sms') => void;
  /** Back to the details form, to type a different address. */
  onChangeAddress: () => void;
  /** True right after a save sent the code: the countdown starts at once. */
  justSent: boolean;
}

/**
 * The code step after a changed email or mobile was saved: the new address replaces the
 * current one only once the code sent to it is entered. Email first, then mobile.
 */
export function ContactConfirm(props: ContactConfirmProps) {
  const { t } = useTranslation();
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [otp, setOtp] = useState('');
  const [cooldown, startCooldown] = useCooldown(RESEND_AFTER_SECONDS);
  useEffect(() => {
    if (props.justSent) startCooldown();
  }, [props.justSent, startCooldown]);
  const channel = props.details.pending_email ? 'email' : 'sms';
  const destination = props.details.pending_email ?? props.details.pending_mobile ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const code = readContact()?.code;
    const checked = validate(confirmContactChangeBody, {
      ...(code ? { code } : {}),
      channel,
      otp,
    });
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await callApi(
      'POST /api/mform/confirm_contact_change',
      { body: checked.data },
      { quiet: true },
    );
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
    setOtp('');
    props.onConfirmed(envelope.data, channel);
  }

  async function resend() {
    if (await props.onResend()) {
      clear();
      startCooldown();
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      data-step="confirm-contact"
    >
      <CodeStep
        notice={t(channel === 'email' ? 'details.contactSentEmail' : 'details.contactSentMobile', {
          destination,
        })}
        code={otp}
        onCode={setOtp}
        error={errors.otp}
        cooldown={cooldown}
        onResend={() => void resend()}
        changeLabel={t('code.changeAddress')}
        onChange={props.onChangeAddress}
      />
      <FormFooter error={formError} submitLabel={t('details.confirmContact')} />
    </form>
  );
}
