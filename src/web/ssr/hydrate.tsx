import { startTransition, StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { toLanguage } from '../../shared/languages';
import {
  browserHistory,
  createRouter,
  loadRouteCode,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from '../app/navigation';
import { buildRoutes, preloadFirstPage } from '../app/router';
import { currentSession } from '../app/session';
import { handleSessionEnd } from '../app/session-expiry';
import { loadWebParams } from '../app/web-params';
import { loadTemplateRemembered } from '../features/questionnaire/loaded-templates';
import { initI18n, LANGUAGE_STORAGE_KEY, setLanguage, storeLanguage } from '../i18n/i18n';
import { loadFormsTexts } from '../ui/forms-texts';
import { seedCatalogueEntry } from '../ui/use-catalogue-entry';
import type { SsrData } from './ssr-data';
import { markHydrated } from './early-actions';
import { VisitorFactsProvider } from './visitor-facts';
import { yieldToBrowser } from './yield-to-browser';

/**
 * Takes over a server-rendered first screen. Everything the server's render had (the page's
 * code, its texts, the template, the catalogue entry from the page's own JSON) is made ready
 * before `hydrateRoot`, so React's first render is the server's markup and nothing moves or is
 * asked for twice.
 */
export async function hydrate(data: SsrData, root: HTMLElement): Promise<void> {
  const { language } = data;
  // The entry's modules have just been evaluated in one long task: the rest starts in a new one.
  await yieldToBrowser();
  if (data.catalogue) {
    const { storeCode, version, state } = data.catalogue;
    seedCatalogueEntry(storeCode, version, state);
  }
  const i18nReady = initI18n(language);
  const routes = buildRoutes();
  preloadFirstPage(window.location.pathname, language, i18nReady, routes);
  const waits: Promise<unknown>[] = [i18nReady, ...resolveLazyMatches(routes)];
  const state = data.catalogue?.state;
  if (state?.status === 'ready') {
    const kind = window.location.pathname.split('/')[1];
    const variant = kind === 'mf' || kind === 'new' ? state.entry[kind] : null;
    if (variant) {
      waits.push(
        loadTemplateRemembered(variant),
        i18nReady.then(() => loadFormsTexts(language, 'client sections')),
      );
    }
  }
  await Promise.all(waits);
  const router = createRouter(routes, browserHistory(), { loaderData: data.loaderData ?? {} });
  handleSessionEnd((to) => router.navigate(to));
  await yieldToBrowser();
  // As a transition, React hydrates in slices and yields to the browser between them: the
  // screen is already drawn, so a tap or scroll need not wait for one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <VisitorFactsProvider facts={data.visitor}>
          <RouterProvider router={router} />
        </VisitorFactsProvider>
        <Hydrated />
      </StrictMode>,
    );
  });
  void loadWebParams();
  // The server rendered for a visitor without a session: someone signed in gets the guard's
  // own answer (their header, or /login's sign-out) once the session is known.
  void currentSession().then((session) => {
    if (session.authenticated) void router.revalidate();
  });
  // A language chosen before the server could read the choice (no cookie yet) applies now.
  const stored = readStoredChoice();
  const param = new URLSearchParams(window.location.search).get('lang');
  if (param !== null) storeLanguage(language);
  else if (stored !== null && stored !== language) {
    void setLanguage(toLanguage(stored)).catch(() => undefined);
  }
}

/** The matched routes' page modules, in place, so the router starts with them (no fallback). */
function resolveLazyMatches(routes: RouteObject[]): Promise<void>[] {
  return (matchRoutes(routes, window.location) ?? []).map(({ route }) => loadRouteCode(route));
}

function readStoredChoice(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Its effect runs once the tree is hydrated: from then on, forms submit through React. */
function Hydrated() {
  useEffect(markHydrated, []);
  return null;
}
