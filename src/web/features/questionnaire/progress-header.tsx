import { useTranslation } from '../../i18n/runtime/use-translation';
import type { SaveStatus } from './draft-sync';
import styles from '../../ui/question-fields/questionnaire.module.css';

/** How far the client has got, and whether their answers are kept (device and server). */
export function ProgressHeader(props: {
  done: { done: number; total: number; ratio: number };
  saveStatus: SaveStatus;
  localFailed: boolean;
  /** The section being read, shown with the bar while the client scrolls. */
  section?: { title: string; index: number; count: number } | null;
}) {
  const { t } = useTranslation();
  const { done, section } = props;
  const percent = Math.round(done.ratio * 100);
  return (
    <>
      {/* Stays under the header while scrolling: a long form on a phone never hides progress. */}
      <div className={styles.progressPanel} data-testid="progress-panel">
        {section ? (
          <p className={styles.progressSection} data-testid="current-section">
            <span className={styles.progressTitle}>
              {t('questionnaire.currentSection', {
                index: section.index,
                count: section.count,
                title: section.title,
              })}
            </span>
            <span className={styles.progressCount}>
              {t('questionnaire.progressText', { done: done.done, total: done.total })}
            </span>
          </p>
        ) : null}
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('questionnaire.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('questionnaire.progressText', { done: done.done, total: done.total })}
        >
          <div className={styles.progressBar} style={{ inlineSize: `${percent}%` }} />
        </div>
      </div>
      <p className={styles.status} role="status" data-testid="save-status">
        {props.localFailed
          ? t('questionnaire.notSavedLocally')
          : t(`questionnaire.save.${props.saveStatus}`)}
      </p>
    </>
  );
}
