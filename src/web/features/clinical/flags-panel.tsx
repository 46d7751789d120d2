import { useTranslation } from '../../i18n/runtime/use-translation';
import { useFormsT } from './answer-list';
import styles from './clinical.module.css';
import type { FlagEntry } from './record-flags';

/** Moves to an answer on the page and gives it focus, so a screen reader reads it next. */
function goTo(anchor: string) {
  const element = document.getElementById(anchor);
  if (!element) return;
  element.scrollIntoView({ block: 'center' });
  element.focus({ preventScroll: true });
}

/**
 * What the practitioner must look at before clearing: each screening flag, with the questions
 * that raised it linking to their answers below. Shown first on the review screen.
 */
export function FlagsPanel({
  entries,
  brand,
  newIds,
}: {
  entries: readonly FlagEntry[];
  brand: string;
  /** Flags the previous visit's record did not raise: marked "New". */
  newIds?: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const tf = useFormsT(brand);
  return (
    <section
      className={`${styles.panel} ${entries.length > 0 ? styles.flags : ''}`}
      aria-labelledby="flags-title"
      data-testid="flags-panel"
    >
      <h2 id="flags-title" className={styles.panelTitle}>
        {t('review.flagsTitle', { number: entries.length })}
      </h2>
      {entries.length === 0 ? (
        <p>{t('review.noFlags')}</p>
      ) : (
        <ul className={styles.flagList}>
          {entries.map((entry) => (
            <li key={entry.id} data-flag={entry.id}>
              <span className={styles.flagName}>{tf(`flags.${entry.id}`)}</span>
              {newIds?.has(entry.id) ? (
                <>
                  {' '}
                  <span className={styles.changeKind} data-testid="new-flag">
                    {t('review.newFlag')}
                  </span>
                </>
              ) : null}
              {entry.questions.length > 0 ? (
                <>
                  {' — '}
                  {t('review.raisedBy')}{' '}
                  {entry.questions.map((q, i) => (
                    <span key={`${q.submissionId}-${q.questionId}`}>
                      {i > 0 ? ', ' : ''}
                      <a
                        href={`#${q.anchor}`}
                        onClick={(event) => {
                          event.preventDefault();
                          goTo(q.anchor);
                        }}
                      >
                        {tf(q.labelKey)}
                      </a>
                    </span>
                  ))}
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
