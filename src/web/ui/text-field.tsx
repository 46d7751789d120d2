import type { HTMLAttributes, ReactNode } from 'react';
import { Field } from './field';
import styles from './form.module.css';

interface TextFieldProps {
  label: ReactNode;
  /** A translation key, shown under the input and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'date';
  /** 'off' for anything that is not the person's own (staff typing a client's or colleague's). */
  autoComplete: string;
  spellCheck?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A labelled single-line input wired to its hint and error. Email addresses stay left-to-right
 * in Arabic: an address mirrored by the bidi algorithm reads wrong; other text takes the
 * direction of what is typed.
 */
export function TextField({ label, error, hint, value, onChange, type, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          {...input}
          className={styles.input}
          type={type ?? 'text'}
          dir={type === 'email' ? 'ltr' : type === 'password' ? undefined : 'auto'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
