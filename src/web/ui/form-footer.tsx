import styles from './form.module.css';
import { useHiddenOnceEdited } from './use-hidden-once-edited';

/**
 * The end of a form: the message for a failure no single field explains (announced as an alert,
 * gone once the form is changed), then the submit button; while `busy`, the button says
 * `busyLabel` and cannot be pressed again.
 */
export function FormFooter({
  error,
  submitLabel,
  busy = false,
  busyLabel,
}: {
  error: string;
  submitLabel: string;
  busy?: boolean;
  busyLabel?: string;
}) {
  // A failure of the last attempt goes as soon as the person changes anything in the form.
  const { ref, hidden } = useHiddenOnceEdited<HTMLDivElement>(error, 'form');
  return (
    <>
      {error && !hidden ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions} ref={ref}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
