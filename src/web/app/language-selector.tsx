import { useId } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from '../../shared/languages';
import { storeLanguage } from '../i18n/i18n';
import { useCommittedSelect } from '../ui/use-committed-select';
import { valueSentence } from '../ui/value-text';
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

/**
 * A pick from the open list (mouse, touch, a phone's picker) reloads at once. A keystroke on the
 * closed list only makes the language pending: the list shows it and a button offers it; Enter
 * or the button switches, Escape goes back. Leaving the field keeps it pending, so Tab reaches
 * the button that follows.
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toLanguage(i18n.language);
  const { pending, props, apply } = useCommittedSelect<Language>(current, changeLanguageAndReload);

  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        aria-describedby={pending ? `${id}-hint` : undefined}
        {...props}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {pending ? (
        <>
          <span id={`${id}-hint`} className={styles.languageHint}>
            {t('language.pendingHint')}
          </span>
          <button type="button" className={styles.languageApply} onClick={apply}>
            {valueSentence((v) => t('language.apply', v), { language: LANGUAGE_NAMES[pending] })}
          </button>
        </>
      ) : null}
    </div>
  );
}
