import styles from './form.module.css';
import { useHiddenOnceEdited } from './use-hidden-once-edited';

/**
 * The end of a form: the message for a failure no single field explains (announced as an alert,
 * gone once the form is changed), then the submit button.
 */
export function FormFooter({ error, submitLabel }: { error: string; submitLabel: string }) {
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
        <button type="submit" className={styles.primary}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
