import { useId } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from '../../shared/languages';
import { storeLanguage } from '../i18n/i18n';
import styles from './shell.module.css';

/**
 * Spec §2: choosing a language stores it, writes it into the address when the address has
 * query parameters (so a shared link keeps it), and reloads the page.
 */
export function changeLanguageAndReload(language: Language): void {
  storeLanguage(language);
  const url = new URL(window.location.href);
  if (url.search) {
    url.searchParams.set('lang', language);
    window.location.replace(url.toString());
  } else {
    window.location.reload();
  }
}

export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={toLanguage(i18n.language)}
        onChange={(event) => changeLanguageAndReload(toLanguage(event.target.value))}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
