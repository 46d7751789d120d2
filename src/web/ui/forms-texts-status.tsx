import { useTranslation } from '../i18n/runtime/use-translation';
import type { TextsState } from './forms-texts';
import formStyles from './form.module.css';

/** What a page shows until the questionnaire texts are in: a status, or an alert with a retry. */
export function FormsTextsStatus({ texts }: { texts: { state: TextsState; retry: () => void } }) {
  const { t } = useTranslation();
  if (texts.state !== 'failed') return <p role="status">{t('loading.label')}</p>;
  return (
    <div className={formStyles.alert} role="alert">
      <p>{t('questionnaire.loadFailed')}</p>
      <button type="button" className={formStyles.secondary} onClick={texts.retry}>
        {t('chunk.retry')}
      </button>
    </div>
  );
}
