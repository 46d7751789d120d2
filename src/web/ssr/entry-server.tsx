import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { CatalogueEntryDto } from '../../shared/api/catalogue';
import type { Language } from '../../shared/languages';
import { findFormRoute } from '../app/form-routes';
import { createRouter, RouterProvider, staticHistory } from '../app/navigation';
import { buildRoutes } from '../app/router';
import { rememberSession } from '../app/session';
import { loadTemplateRemembered } from '../features/questionnaire/loaded-templates';
import { loadWholeCatalog, renderIn } from '../i18n/i18n';
import { loadFormsTexts } from '../ui/forms-texts';
import { seedCatalogueEntry, type CatalogueState } from '../ui/use-catalogue-entry';
import type { SsrData } from './ssr-data';
import { VisitorFactsProvider, type VisitorFacts } from './visitor-facts';

/**
 * What the server gives the render: its own reading of the store catalogue (no HTTP), and the
 * facts it could tell of the request without reading anything personal.
 */
export interface RenderDeps {
  catalogueEntry: (storeCode: string, version: string) => Promise<CatalogueEntryDto | null>;
  visitor: VisitorFacts;
}

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** The page's title (its h1, as the page names the document). */
  title: string;
  data: SsrData;
}

const QUESTIONNAIRE_KINDS = new Set(['mf', 'new']);

/**
 * The first screen of a client route, as an anonymous visitor sees it: no cookie's value but the
 * language reaches this code (of the others, only whether any came), so nothing personal can be
 * in the markup. Undefined when the route does not render here (a redirect, a failed loader): the
 * server then sends the client-rendered index.html as before.
 */
export function render(
  url: string,
  language: Language,
  deps: RenderDeps,
): Promise<RenderedPage | undefined> {
  const turn = queue.then(() => renderAlone(url, language, deps));
  queue = turn.catch(() => undefined);
  return turn;
}

/*
 * One render at a time: the translator, the session and the seeded catalogue entry are this
 * module's, and a render awaits (catalogs, the router's loaders). Two requests in different
 * languages interleaved would draw one page in the other's language.
 */
let queue: Promise<unknown> = Promise.resolve();

async function renderAlone(
  url: string,
  language: Language,
  deps: RenderDeps,
): Promise<RenderedPage | undefined> {
  rememberSession({ authenticated: false, user: null, csrfToken: null });
  // Only the path and the language reach the render: a link's code or token stays out of it.
  const location = new URL(new URL(url, 'http://localhost').pathname, 'http://localhost');
  location.searchParams.set('lang', language);
  const data: SsrData = { language, visitor: deps.visitor };
  const waits: Promise<unknown>[] = [loadWholeCatalog(language)];
  const form = findFormRoute(location.pathname);
  if (form && (form.kind === 'verification' || QUESTIONNAIRE_KINDS.has(form.kind))) {
    const entry = await deps.catalogueEntry(form.storeCode, form.version);
    const state: CatalogueState = entry ? { status: 'ready', entry } : { status: 'missing' };
    data.catalogue = { storeCode: form.storeCode, version: form.version, state };
    const variant = entry && QUESTIONNAIRE_KINDS.has(form.kind) ? entry[form.kind] : null;
    if (variant) {
      waits.push(loadTemplateRemembered(variant), loadFormsTexts(language, 'client sections'));
    }
  }
  await Promise.all(waits);
  renderIn(language);
  const router = createRouter(buildRoutes(), staticHistory(location.href));
  const outcome = await router.load();
  if (outcome.redirectedTo !== undefined || router.state.errors) return undefined;
  data.loaderData = router.state.loaderData;
  // From here on nothing waits: the language and the entry are this request's until the end.
  if (data.catalogue) {
    const { storeCode, version, state } = data.catalogue;
    seedCatalogueEntry(storeCode, version, state);
  }
  renderIn(language);
  const html = renderToString(
    <StrictMode>
      <VisitorFactsProvider facts={deps.visitor}>
        <RouterProvider router={router} />
      </VisitorFactsProvider>
    </StrictMode>,
  );
  return { html, title: titleOf(html), data };
}

function titleOf(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return decodeEntities(heading.replace(/<[^>]*>/g, '')).trim();
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
