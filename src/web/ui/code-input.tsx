import type { InputHTMLAttributes } from 'react';
import { OTP_LENGTH } from '../../shared/api/auth';
import styles from './form.module.css';

/** A one-time code: digits keyboard on phones, and the OS may offer the code from the SMS. */
export function CodeInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      {...props}
      className={`${styles.input} ${styles.code}`}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
    />
  );
}
