import i18next from './runtime/translator';
import { DEFAULT_LANGUAGE, directionOf, toLanguage, type Language } from '../../shared/languages';

export const LANGUAGE_STORAGE_KEY = 'lang';

/** Catalogs load on demand: a client downloads only their own language. */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json');

async function loadCatalog(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const load = catalogs[`./locales/${language}.json`];
  if (!load) throw new Error(`no catalog for ${language}`);
  const catalog = await load();
  i18next.addResourceBundle(language, 'translation', catalog.default, true, true);
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** The stored choice, or English (spec: "language default en"). */
export function storedLanguage(): Language {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? DEFAULT_LANGUAGE);
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the language still applies to this page.
  }
}

export async function initI18n(language: Language): Promise<void> {
  await i18next.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // No English fallback download: a test keeps every catalog complete (i18n/catalogs.test.ts).
  await loadCatalog(language);
  applyToDocument(language);
}

/** Switches the page to a language without a reload (used for the `lang` query parameter). */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (i18next.language === language) return;
  await loadCatalog(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

export { i18next };
