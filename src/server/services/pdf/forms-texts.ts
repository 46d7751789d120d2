import { readFileSync } from 'node:fs';
import type { Language } from '../../../shared/languages';

type Catalog = { [key: string]: string | Catalog };

const catalogs = new Map<Language, Catalog>();

/** The forms catalog of a language (src/shared/forms/locales), read once per process. */
function catalogOf(language: Language): Catalog {
  let catalog = catalogs.get(language);
  if (!catalog) {
    const url = new URL(`../../../shared/forms/locales/${language}.json`, import.meta.url);
    catalog = JSON.parse(readFileSync(url, 'utf8')) as Catalog;
    catalogs.set(language, catalog);
  }
  return catalog;
}

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates forms keys (namespace "forms") in one language with the brand filled in; a key
 * missing there falls back to English, then shows as the key itself, so a record is never
 * printed with a hole.
 */
export function formsTranslator(language: Language, brand: string): (key: string) => string {
  const catalog = catalogOf(language);
  const english = catalogOf('en');
  const brandName =
    lookup(catalog, `brands.${brand}`) ?? lookup(english, `brands.${brand}`) ?? brand;
  return (key) =>
    (lookup(catalog, key) ?? lookup(english, key) ?? key).replaceAll('{{brand}}', brandName);
}

/** Every character of a language's forms catalog (the font coverage test reads it). */
export function catalogCharacters(language: Language): Set<string> {
  const out = new Set<string>();
  const walk = (node: string | Catalog): void => {
    if (typeof node === 'string') for (const c of node) out.add(c);
    else Object.values(node).forEach(walk);
  };
  walk(catalogOf(language));
  return out;
}
