/** The seven languages of the product (DESIGN.md principle 6). English is the default. */
export const LANGUAGES = ['en', 'fr', 'zh', 'de', 'ja', 'ar', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the selector shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  zh: '中文',
  de: 'Deutsch',
  ja: '日本語',
  ar: 'العربية',
  es: 'Español',
};

const RTL_LANGUAGES: ReadonlySet<Language> = new Set(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any unknown value falls back to English (spec §2, "Route guard"). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}
