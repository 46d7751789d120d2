import styles from './form.module.css';

/**
 * The end of a form: the message for a failure no single field explains (announced as an alert),
 * then the submit button.
 */
export function FormFooter({ error, submitLabel }: { error: string; submitLabel: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
