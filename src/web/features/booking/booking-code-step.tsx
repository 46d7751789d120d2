import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../ui/code-input';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';

interface BookingCodeStepProps {
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
  cooldown: number;
  onResend: () => void;
  /** Unlocks the visit and contact details again. */
  onChange: () => void;
}

/** The 6-digit code sent to the contact, a resend that counts down, and a way back. */
export function BookingCodeStep(props: BookingCodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={styles.notice}>
        {t('bookOnline.codeSent')}
      </p>
      <Field label={t('fields.code')} error={props.error} hint={t('code.hint')}>
        {(control) => (
          <CodeInput
            {...control}
            autoFocus
            value={props.code}
            onChange={(event) => props.onCode(event.target.value.replace(/\D/g, ''))}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          disabled={props.cooldown > 0}
          onClick={props.onResend}
        >
          {props.cooldown > 0 ? t('code.resendIn', { seconds: props.cooldown }) : t('code.resend')}
        </button>
        <button type="button" className={styles.link} onClick={props.onChange}>
          {t('bookOnline.change')}
        </button>
      </div>
    </>
  );
}
