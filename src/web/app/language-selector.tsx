import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { LANGUAGES, LANGUAGE_NAMES, toLanguage, type Language } from '../../shared/languages';
import { storeLanguage } from '../i18n/i18n';
import {
  changeIsCommitted,
  selectKeyIntent,
  sourceOfKey,
  type SelectChangeSource,
} from '../ui/select-intent';
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
  const [pending, setPending] = useState<Language | null>(null);
  const source = useRef<SelectChangeSource>('unknown');
  const picked = () => {
    source.current = 'pick';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    const intent = selectKeyIntent(event);
    source.current = sourceOfKey(intent) ?? source.current;
    if (intent === 'commit' && pending) {
      event.preventDefault();
      changeLanguageAndReload(pending);
    } else if (intent === 'revert' && pending) {
      event.preventDefault();
      setPending(null);
    }
  };

  const onChange = (value: string) => {
    const chosen = toLanguage(value);
    const committed = changeIsCommitted(source.current);
    source.current = 'unknown';
    if (chosen === current) setPending(null);
    else if (committed) changeLanguageAndReload(chosen);
    else setPending(chosen);
  };

  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles.languageSelect}
        value={pending ?? current}
        aria-describedby={pending ? `${id}-hint` : undefined}
        onPointerDown={picked}
        onMouseDown={picked}
        onTouchStart={picked}
        onKeyDown={onKeyDown}
        onChange={(event) => onChange(event.target.value)}
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
          <button
            type="button"
            className={styles.languageApply}
            onClick={() => changeLanguageAndReload(pending)}
          >
            {valueSentence((v) => t('language.apply', v), { language: LANGUAGE_NAMES[pending] })}
          </button>
        </>
      ) : null}
    </div>
  );
}
