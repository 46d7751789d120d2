import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { toLanguage, type Language } from '../../shared/languages';
import type { FormsTextsPart } from '../../shared/forms/text-parts';
import { partLoader, type CatalogModule } from '../i18n/part-loader';

/**
 * The questionnaire texts (i18next namespace "forms", src/shared/forms/locales), by language and
 * part (shared/forms/text-parts.ts): a phone downloads only the language it shows, and a client
 * form only the texts of the client's sections. Staff record screens load both parts.
 */
export const FORMS_NS = 'forms';

const catalogs = partLoader<FormsTextsPart>(
  FORMS_NS,
  {
    client: import.meta.glob<CatalogModule>('../../shared/forms/locales/*.json', {
      query: '?part=client',
    }),
    staff: import.meta.glob<CatalogModule>('../../shared/forms/locales/*.json', {
      query: '?part=staff',
    }),
  },
  (language) => `../../shared/forms/locales/${language}.json`,
);

/** What a screen shows: the client's sections only, or every section of a visit's record. */
export type FormsTexts = 'client sections' | 'all sections';
const PARTS: Record<FormsTexts, FormsTextsPart[]> = {
  'client sections': ['client'],
  'all sections': ['client', 'staff'],
};

function hasTexts(language: Language, texts: FormsTexts): boolean {
  return PARTS[texts].every((part) => catalogs.has(language, part));
}

/**
 * Starts downloading a language's forms texts before i18next is ready to take them (the page's
 * first load); `loadFormsTexts` then finds the module already there or on its way.
 */
export function preloadFormsTexts(language: Language, texts: FormsTexts): void {
  for (const part of PARTS[texts]) catalogs.prefetch(language, part);
}

export function loadFormsTexts(language: Language, texts: FormsTexts): Promise<void> {
  return Promise.all(PARTS[texts].map((part) => catalogs.load(language, part))).then(
    () => undefined,
  );
}

export type TextsState = 'loading' | 'ready' | 'failed';

/** Loads the forms texts of the page's language, again whenever the language changes. */
export function useFormsTexts(texts: FormsTexts): { state: TextsState; retry: () => void } {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ language: Language; state: TextsState }>(() => ({
    language,
    state: hasTexts(language, texts) ? 'ready' : 'loading',
  }));
  useEffect(() => {
    let live = true;
    if (!hasTexts(language, texts)) setState({ language, state: 'loading' });
    loadFormsTexts(language, texts).then(
      () => live && setState({ language, state: 'ready' }),
      () => live && setState({ language, state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [language, texts, attempt]);
  const current = state.language === language ? state.state : 'loading';
  return { state: current, retry: () => setAttempt((n) => n + 1) };
}
