import { TEMPLATES } from './templates';
import { templateKeys } from './text-keys';

/**
 * The forms texts of each language are downloaded in two parts: what the client's sections of
 * any template show (questions, options, consent texts, validation messages), and the rest
 * (the practitioner's and nurse's sections, products, flags), which only staff screens show.
 * The locale files stay whole for translators; the build picks the parts out of them
 * (scripts/vite-catalog-parts.ts). Used at build time and by tests, never in the browser.
 */
export type FormsTextsPart = 'client' | 'staff';

type Catalog = { [key: string]: string | Catalog };

/** A plural form's suffix: `key_one` belongs wherever `key` does. */
const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** Every key the client's sections of some template show. */
export function clientTextKeys(): Set<string> {
  const keys = new Set<string>();
  for (const template of Object.values(TEMPLATES)) {
    const clientSections = template.sections.filter((section) => !section.role);
    for (const key of templateKeys({ ...template, sections: clientSections })) keys.add(key);
  }
  return keys;
}

/** One part of a forms catalog, its nesting kept. */
export function formsTextsPart(
  catalog: Catalog,
  part: FormsTextsPart,
  clientKeys: ReadonlySet<string> = clientTextKeys(),
): Catalog {
  const pick = (node: Catalog, prefix: string): Catalog => {
    const out: Catalog = {};
    for (const [name, value] of Object.entries(node)) {
      const key = prefix + name;
      if (typeof value !== 'string') {
        const inner = pick(value, `${key}.`);
        if (Object.keys(inner).length > 0) out[name] = inner;
      } else {
        const shownToClients =
          clientKeys.has(key) || clientKeys.has(key.replace(PLURAL_SUFFIX, ''));
        if (shownToClients === (part === 'client')) out[name] = value;
      }
    }
    return out;
  };
  return pick(catalog, '');
}
