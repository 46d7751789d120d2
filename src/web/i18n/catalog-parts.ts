/**
 * The app catalog of each language is downloaded in two parts. The first part has what the
 * shell and the client's form screens show (the questionnaire, re-consent, outcome pages, the
 * 404 page); a client filling in a form on a phone downloads nothing else. Every other screen
 * (staff screens, sign-in, booking, the identity check) also loads the rest before it shows.
 * The locale files stay whole for translators; the build picks the parts out of them
 * (scripts/vite-catalog-parts.ts). catalog-parts.test.ts reads the source of the first-part
 * screens and fails when one of them names a key of a group that is not listed here.
 */

export type CatalogPart = 'first' | 'rest';

export const FIRST_PART_GROUPS: ReadonlySet<string> = new Set([
  'app',
  'cannotFill',
  'chunk',
  'common',
  'dateEntry',
  'errors',
  'form',
  'forms',
  'header',
  'language',
  // The terms of service and privacy policy the questionnaire links to.
  'legal',
  'loading',
  'nav',
  'notFound',
  'outcome',
  'pages',
  'questionnaire',
  'reconsent',
  'signature',
  'toast',
  'validation',
]);

/** The part that holds a key of the app catalog (`group.name...`). */
export function partOfKey(key: string): CatalogPart {
  return FIRST_PART_GROUPS.has(key.split('.', 1)[0]!) ? 'first' : 'rest';
}

/** The groups of one part of a catalog, in the file's order. */
export function catalogPart<T>(catalog: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([group]) => partOfKey(group) === part));
}
