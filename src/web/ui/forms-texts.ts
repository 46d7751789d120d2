import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { toLanguage, type Language } from '../../shared/languages';
import { i18next } from '../i18n/i18n';

/**
 * The questionnaire texts (i18next namespace "forms", src/shared/forms/locales). Each language is
 * its own chunk, loaded with the page that shows questionnaire texts (the client form, the staff
 * record screens): a phone downloads only the language it shows.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../shared/forms/locales/*.json',
);

export const FORMS_NS = 'forms';

const loading = new Map<Language, Promise<void>>();

/**
 * Starts downloading a language's forms texts before i18next is ready to take them (the page's
 * first load); `loadFormsTexts` then finds the module already there or on its way.
 */
export function preloadFormsTexts(language: Language): void {
  catalogs[`../../shared/forms/locales/${language}.json`]?.().catch(() => undefined);
}

export function loadFormsTexts(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, FORMS_NS)) return Promise.resolve();
  let work = loading.get(language);
  if (!work) {
    const load = catalogs[`../../shared/forms/locales/${language}.json`];
    if (!load) return Promise.reject(new Error(`no forms catalog for ${language}`));
    work = load().then(
      (catalog) => {
        i18next.addResourceBundle(language, FORMS_NS, catalog.default, true, true);
      },
      (error: unknown) => {
        loading.delete(language); // a later attempt may succeed (back online)
        throw error;
      },
    );
    loading.set(language, work);
  }
  return work;
}

export type TextsState = 'loading' | 'ready' | 'failed';

/** Loads the forms texts of the page's language, again whenever the language changes. */
export function useFormsTexts(): { state: TextsState; retry: () => void } {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ language: Language; state: TextsState }>(() => ({
    language,
    state: i18next.hasResourceBundle(language, FORMS_NS) ? 'ready' : 'loading',
  }));
  useEffect(() => {
    let live = true;
    if (!i18next.hasResourceBundle(language, FORMS_NS)) setState({ language, state: 'loading' });
    loadFormsTexts(language).then(
      () => live && setState({ language, state: 'ready' }),
      () => live && setState({ language, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [language, attempt]);
  const current = state.language === language ? state.state : 'loading';
  return { state: current, retry: () => setAttempt((n) => n + 1) };
}
