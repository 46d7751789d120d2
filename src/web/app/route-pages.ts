import type { RouteObject } from './navigation';
import { loadRestOfCatalog } from '../i18n/i18n';
import { lazyPage } from './lazy-page';
import { reportLoadFailure } from './report-load-failure';
import { PageLoadError } from './route-error';

/** Each page's own module loader, by the route's `lazy`: what `preloadFirstPage` starts. */
const pageModules = new WeakMap<object, () => Promise<unknown>>();

/**
 * A screen of this app, loaded when first opened (staff and sign-in code stays off form pages).
 * It waits for the rest of the app catalog beside its code, unless it is one of the client's
 * form screens, which show only texts of the catalog's first part (i18n/catalog-parts.ts).
 */
export function page<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  texts: 'first part' | 'whole catalog' = 'whole catalog',
): RouteObject['lazy'] {
  const withTexts =
    texts === 'first part'
      ? load
      : () => Promise.all([load(), loadRestOfCatalog()]).then(([module]) => module);
  const lazy = lazyPage(withTexts, exportName, PageLoadError, reportLoadFailure);
  pageModules.set(lazy, withTexts);
  return lazy;
}

/** One of the client's form screens: the first part of the app catalog is all it shows. */
export function formPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
): RouteObject['lazy'] {
  return page(load, exportName, 'first part');
}

/** The module loader behind a route's `lazy`, to start it before the router exists. */
export function pageModuleOf(lazy: RouteObject['lazy']): (() => Promise<unknown>) | undefined {
  return lazy ? pageModules.get(lazy) : undefined;
}
