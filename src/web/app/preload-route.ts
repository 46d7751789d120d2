import type { Language } from '../../shared/languages';
import type { FormKind } from '../../shared/stores';
import { loadTemplateRemembered } from '../features/questionnaire/loaded-templates';
import { loadFormsTexts, preloadFormsTexts } from '../ui/forms-texts';
import { preloadCatalogueEntry } from '../ui/use-catalogue-entry';
import type { FormRoute } from './form-routes';

/** The kinds whose page is the client questionnaire (FormIndexPage): it needs a template. */
const QUESTIONNAIRE_KINDS: ReadonlySet<FormKind> = new Set(['mf', 'new']);

/**
 * What a client form page needs besides its code, asked for at once instead of after the code
 * has arrived and mounted: the store's catalogue entry, then the template it names (its own
 * chunk), and the forms texts of the page's language. Everything here is a warm-up: the page
 * loads each part itself as before, finds it ready or under way, and reports any failure.
 */
export function preloadFormData(
  route: Pick<FormRoute, 'kind' | 'storeCode' | 'version'>,
  language: Language,
  i18nReady: Promise<unknown>,
): void {
  if (route.kind !== 'verification' && !QUESTIONNAIRE_KINDS.has(route.kind)) return;
  const entry = preloadCatalogueEntry(route.storeCode, route.version);
  if (!QUESTIONNAIRE_KINDS.has(route.kind)) return;
  preloadFormsTexts(language, 'client sections');
  // i18next takes the texts once it is set up; the page then finds them in place.
  i18nReady.then(() => loadFormsTexts(language, 'client sections')).catch(() => undefined);
  void entry.then((state) => {
    const variant = state.status === 'ready' ? state.entry[route.kind] : null;
    if (!variant) return;
    loadTemplateRemembered(variant).catch(() => undefined);
  });
}
