import { useTranslation } from 'react-i18next';
import type { SaveStatus } from './draft-sync';
import styles from '../../ui/question-fields/questionnaire.module.css';

/** How far the client has got, and whether their answers are kept (device and server). */
export function ProgressHeader(props: {
  done: { done: number; total: number; ratio: number };
  saveStatus: SaveStatus;
  localFailed: boolean;
}) {
  const { t } = useTranslation();
  const { done } = props;
  const percent = Math.round(done.ratio * 100);
  return (
    <>
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
      <p className={styles.status} role="status" data-testid="save-status">
        {props.localFailed
          ? t('questionnaire.notSavedLocally')
          : t(`questionnaire.save.${props.saveStatus}`)}
      </p>
    </>
  );
}
