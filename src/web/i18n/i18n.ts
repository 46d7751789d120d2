import i18next from './runtime/translator';
import { DEFAULT_LANGUAGE, directionOf, toLanguage, type Language } from '../../shared/languages';
import { partOfKey, type CatalogPart } from './catalog-parts';
import { partLoader, type CatalogModule } from './part-loader';

export const LANGUAGE_STORAGE_KEY = 'lang';

/**
 * Catalogs load on demand, by language and part (catalog-parts.ts): a client downloads only
 * their own language, and on a form screen only the first part.
 */
const catalogs = partLoader<CatalogPart>(
  'translation',
  {
    first: import.meta.glob<CatalogModule>('./locales/*.json', { query: '?part=first' }),
    rest: import.meta.glob<CatalogModule>('./locales/*.json', { query: '?part=rest' }),
  },
  (language) => `./locales/${language}.json`,
);
const loadPart = (language: Language, part: CatalogPart) => catalogs.load(language, part);

/** The parts this page has needed so far: a change of language loads them all again. */
const wanted = new Set<CatalogPart>(['first']);
let pageLanguage: Language = DEFAULT_LANGUAGE;

/**
 * The rest of the app catalog, for screens beyond the client's forms; their route waits for it
 * beside the screen's code. Safe to call before `initI18n` has finished.
 */
export function loadRestOfCatalog(): Promise<void> {
  wanted.add('rest');
  return loadPart(pageLanguage, 'rest');
}

/**
 * A key of the rest shown before the rest was asked for (a message key from the server, a key
 * built at run time) loads it, and the page re-renders with the text once it is there. A key
 * missing from a part that is already loaded stays missing: nothing to wait for.
 */
i18next.onMissingKey = (ns, key) => {
  if (ns !== 'translation' || partOfKey(key) !== 'rest') return;
  if (catalogs.has(pageLanguage, 'rest')) return;
  loadRestOfCatalog().then(
    () => i18next.refresh(),
    () => undefined,
  );
};

/** The cookie that tells the server which language to render a page in (ssr/). */
export const LANGUAGE_COOKIE = 'lang';

function applyToDocument(language: Language): void {
  // The server renders the first screen with the same code, and has no document.
  if (typeof document === 'undefined') return;
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
    // The server reads the choice too, to render the next first screen in it. Not personal.
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Private browsing may refuse storage; the language still applies to this page.
  }
}

export async function initI18n(language: Language): Promise<void> {
  pageLanguage = language;
  const first = loadPart(language, 'first');
  await i18next.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // No English fallback download: a test keeps every catalog complete (i18n/catalogs.test.ts).
  await first;
  applyToDocument(language);
}

/** Switches the page to a language without a reload (used for the `lang` query parameter). */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (i18next.language === language) return;
  await Promise.all([...wanted].map((part) => loadPart(language, part)));
  pageLanguage = language;
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

/**
 * For the server's render of a first screen: every part of a language's catalog, loaded once
 * per process; then `renderIn` switches the one translator synchronously, right before a
 * synchronous render, so renders of pages in different languages never mix.
 */
let serverReady: Promise<void> | undefined;
export async function loadWholeCatalog(language: Language): Promise<void> {
  serverReady ??= i18next
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => undefined);
  await serverReady;
  await Promise.all([loadPart(language, 'first'), loadPart(language, 'rest')]);
}

export function renderIn(language: Language): void {
  pageLanguage = language;
  void i18next.changeLanguage(language);
}

export { i18next };
