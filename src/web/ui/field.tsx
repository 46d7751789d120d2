import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import styles from './form.module.css';
import { useHiddenOnceEdited } from './use-hidden-once-edited';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** A stable id for the control (links from an error summary); generated when absent. */
  id?: string;
  /** A translation key; the text is shown under the control and read with it. */
  error?: string | undefined;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the field's error, all wired for screen readers. */
export function Field({ label, id: givenId, error: given, hint, children }: FieldProps) {
  const { t } = useTranslation();
  // Once the person changes the value, the error about the old one goes.
  const { ref, hidden } = useHiddenOnceEdited<HTMLDivElement>(given);
  const error = hidden ? undefined : given;
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field} ref={ref}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
