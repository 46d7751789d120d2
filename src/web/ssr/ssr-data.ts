import type { Language } from '../../shared/languages';
import type { CatalogueState } from '../ui/use-catalogue-entry';
import type { VisitorFacts } from './visitor-facts';

/**
 * What a server-rendered page carries for its hydration: the routes' loader answers, the
 * language it was rendered in and the catalogue entry its first screen shows. Nothing personal:
 * the server renders every page as for an anonymous visitor, told at most whether the request
 * came with any sign-in cookie and whether its address names a link.
 */
export interface SsrData {
  language: Language;
  catalogue?: { storeCode: string; version: string; state: CatalogueState };
  /** The loaders' answers by route id (the guard's answer: signed out). */
  loaderData?: Record<string, unknown>;
  /** What the server told of the request (no cookie's value, no code), for the first render. */
  visitor?: VisitorFacts;
}

export const SSR_DATA_ID = 'ssr-data';

/** The page's SSR data, or undefined when the page was not server-rendered (index.html). */
export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return undefined;
  }
}
