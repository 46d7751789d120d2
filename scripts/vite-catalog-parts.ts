import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { tsImport } from 'tsx/esm/api';
import type { FormsTextsPart } from '../src/shared/forms/text-parts.js';
import { catalogPart, type CatalogPart } from '../src/web/i18n/catalog-parts.js';

/** `.../i18n/locales/en.json?part=first`: one part of an app catalog. */
const APP_PART = /^(.+\/web\/i18n\/locales\/[a-z]{2}\.json)\?part=(first|rest)$/;
/** `.../shared/forms/locales/en.json?part=client`: one part of the forms texts. */
const FORMS_PART = /^(.+\/shared\/forms\/locales\/[a-z]{2}\.json)\?part=(client|staff)$/;

/**
 * Serves each part of a catalog (src/web/i18n/catalog-parts.ts, src/shared/forms/text-parts.ts)
 * as JSON picked out of the whole locale file, so the build makes a chunk per language and part
 * while translators keep one file per language. Vite's JSON plugin turns the text into a module
 * as for any JSON file.
 */
export function catalogParts(): Plugin {
  // The forms texts' parts follow the templates: loaded when first needed rather than imported
  // here, so the config file does not pull the whole templates tree into Vite's config bundle.
  let textParts: Promise<typeof import('../src/shared/forms/text-parts.js')> | undefined;
  let clientKeys: Promise<ReadonlySet<string>> | undefined;
  const formsPart = async (catalog: Record<string, never>, part: FormsTextsPart) => {
    textParts ??= tsImport('../src/shared/forms/text-parts.ts', import.meta.url);
    const { clientTextKeys, formsTextsPart } = await textParts;
    clientKeys ??= Promise.resolve(clientTextKeys());
    return formsTextsPart(catalog, part, await clientKeys);
  };
  return {
    name: 'clinic-intake:catalog-parts',
    enforce: 'pre',
    async load(id) {
      const app = APP_PART.exec(id);
      const forms = FORMS_PART.exec(id);
      const file = app?.[1] ?? forms?.[1];
      if (!file) return null;
      this.addWatchFile(file);
      const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, never>;
      const part = app
        ? catalogPart(catalog, app[2] as CatalogPart)
        : await formsPart(catalog, forms![2] as FormsTextsPart);
      // The query hides the extension from Vite's guess of the module's type: say it is JSON.
      return { code: JSON.stringify(part), moduleType: 'json' };
    },
  };
}
