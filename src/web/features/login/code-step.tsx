import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../ui/code-input';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';

interface CodeStepProps {
  /** Where the code went, as the person typed it. */
  destination: string;
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
  cooldown: number;
  onResend: () => void;
  onChangeAddress: () => void;
  children?: ReactNode;
}

/**
 * The second step of a code sign-in or registration: where the code went (without saying
 * whether an account exists), the code itself, and a resend that counts down.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={styles.notice}>
        {t('code.sentNotice', { destination: props.destination })}
      </p>
      <Field label={t('fields.code')} error={props.error} hint={t('code.hint')}>
        {(control) => (
          <CodeInput
            {...control}
            // The step appears because the person asked for a code: the code is what comes next.
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
        <button type="button" className={styles.link} onClick={props.onChangeAddress}>
          {t('code.changeAddress')}
        </button>
      </div>
      {props.children}
    </>
  );
}
