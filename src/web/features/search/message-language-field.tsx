import { useTranslation } from '../../i18n/runtime/use-translation';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/languages';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import styles from './search.module.css';

/**
 * The language the desk's messages and links to this client go out in. By default none is
 * sent, and the server takes hers (decision 043); another language is a choice made on
 * purpose, for what is sent from this screen, and leaves hers as it is.
 */
export function MessageLanguageField({
  preferred,
  chosen,
  onChoose,
}: {
  preferred: Language | null;
  chosen: Language | undefined;
  onChoose: (language: Language | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.messageLanguage}>
      <Field label={t('search.messageLanguage.label')} hint={t('search.messageLanguage.hint')}>
        {(control) => (
          <select
            {...control}
            className={formStyles.input}
            value={chosen ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChoose(isLanguage(value) ? value : undefined);
            }}
          >
            <option value="">
              {preferred
                ? t('search.messageLanguage.clients', { language: LANGUAGE_NAMES[preferred] })
                : t('search.messageLanguage.unknown')}
            </option>
            {LANGUAGES.filter((l) => l !== preferred).map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
