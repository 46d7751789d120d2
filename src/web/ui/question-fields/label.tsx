import styles from './questionnaire.module.css';

/** A question's label, with the required star hidden from screen readers (they hear aria-required). */
export function Label({ text, required }: { text: string; required: boolean | undefined }) {
  return (
    <>
      {text}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
}
