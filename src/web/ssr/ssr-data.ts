import type { Language } from '../../shared/languages';
import type { CatalogueState } from '../ui/use-catalogue-entry';

/**
 * What a server-rendered page carries for its hydration besides React Router's own data: the
 * language it was rendered in and the catalogue entry its first screen shows. Nothing personal:
 * the server renders every page as for an anonymous visitor.
 */
export interface SsrData {
  language: Language;
  catalogue?: { storeCode: string; version: string; state: CatalogueState };
  /** React Router's loader data by route id (the guard's answer: signed out). */
  loaderData?: Record<string, unknown>;
}

export const SSR_DATA_ID = 'ssr-data';

/**
 * JSON that is safe inside a `<script>` element: `<` can not close the element or open a
 * comment, and the two line separators JavaScript once treated as line ends are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
