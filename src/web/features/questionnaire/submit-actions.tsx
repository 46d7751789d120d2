import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import styles from '../../ui/question-fields/questionnaire.module.css';
import type { SubmitState } from './use-submission';

/** A failed submission's notice, and the one button: continue past the terms, or submit. */
export function SubmitActions({ inGate, submit }: { inGate: boolean; submit: SubmitState }) {
  const { t } = useTranslation();
  return (
    <>
      {submit.status === 'failed' ? (
        <div className={formStyles.alert} role="alert" data-testid="submit-failed">
          <p className={styles.summaryTitle}>{t('questionnaire.submitFailed')}</p>
          <p>{submit.message}</p>
          <p>{t('questionnaire.retryOnline')}</p>
        </div>
      ) : null}
      <div className={formStyles.actions}>
        {inGate ? (
          <button type="submit" className={formStyles.primary}>
            {t('questionnaire.continue')}
          </button>
        ) : (
          <button
            type="submit"
            className={formStyles.primary}
            disabled={submit.status === 'sending'}
          >
            {submit.status === 'sending'
              ? t('questionnaire.sending')
              : submit.status === 'failed'
                ? t('questionnaire.retry')
                : t('questionnaire.submit')}
          </button>
        )}
      </div>
    </>
  );
}
