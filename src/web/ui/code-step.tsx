import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { CodeInput } from './code-input';
import { Field } from './field';
import styles from './form.module.css';

interface CodeStepProps {
  /** What was sent where, already translated (never saying whether an account exists). */
  notice: string;
  code: string;
  onCode: (code: string) => void;
  error?: string | undefined;
  cooldown: number;
  onResend: () => void;
  /** Label and action of the way back to the address (or visit) the code went to. */
  changeLabel: string;
  onChange: () => void;
  children?: ReactNode;
}

/**
 * The step after "send code" (sign-in, registration, booking): the notice, the 6-digit code,
 * a resend that counts down, and a way back.
 */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className={styles.notice}>
        {props.notice}
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
        <button type="button" className={styles.link} onClick={props.onChange}>
          {props.changeLabel}
        </button>
      </div>
      {props.children}
    </>
  );
}
