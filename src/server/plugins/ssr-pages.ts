import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { CatalogueEntryDto } from '../../shared/api/catalogue';
import { directionOf, toLanguage, type Language } from '../../shared/languages';
import { addressNamesLink } from '../../shared/link-address';
import type { VisitorFacts } from '../../shared/visitor-facts';
import { FILL_GRANT_COOKIE } from '../auth/fill-grant';
import { SESSION_COOKIE } from '../auth/session-policy';
import type { Db } from '../db/client';
import { findCatalogueEntry } from '../services/catalogue';
import { scriptSafeJson } from './script-json';
import { firstScreenAssets, type FirstScreenAssets } from './ssr-assets';

/** The render the SSR build exports (src/web/ssr/entry-server.tsx); typed here by shape only. */
interface RenderModule {
  render: (
    url: string,
    language: Language,
    deps: {
      catalogueEntry: (store: string, version: string) => Promise<CatalogueEntryDto | null>;
      visitor: VisitorFacts;
    },
  ) => Promise<{ html: string; title: string; data: unknown } | undefined>;
}

/**
 * The client routes whose first screen the server draws (issue 25), as Fastify paths, with the
 * page module whose CSS and scripts the page names (the client form's are always in), and
 * whether it shows the questionnaire's own texts.
 */
export const SSR_ROUTES: readonly {
  url: string;
  module?: string;
  formTexts?: true;
  anonymousOnly?: true;
}[] = [
  { url: '/mf/:store/:version', formTexts: true },
  { url: '/new/:store/:version', formTexts: true },
  { url: '/verification/:store/:version', module: 'features/verification/verification-page.tsx' },
  { url: '/rf', module: 'features/questionnaire/reconsent-page.tsx' },
  { url: '/login', module: 'features/login/login-page.tsx' },
  // At the desk it starts from the staff member's own clinic and today, which only the
  // browser knows once signed in: drawn here for visitors without a session only.
  { url: '/book-online', module: 'features/booking/book-online-page.tsx', anonymousOnly: true },
];

export interface SsrPages {
  /** The page's whole HTML, or undefined when this path is not server-rendered or failed. */
  page(request: FastifyRequest): Promise<string | undefined>;
}

/**
 * The server-rendered first screens (decision 033). The render sees the path and the language
 * (the `lang` parameter, else the `lang` cookie the language selector writes), and two facts
 * (decision 040): whether any session or fill-grant cookie came, and whether the address names
 * a link. Never a cookie's value or a code, so the HTML holds nothing personal.
 */
export async function loadSsrPages(
  webDist: string,
  ssrDist: string,
  db: Db,
  log: FastifyBaseLogger,
): Promise<SsrPages | undefined> {
  const entry = path.join(ssrDist, 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as RenderModule;
  const template = await readFile(path.join(webDist, 'index.html'), 'utf8');
  const assets = await firstScreenAssets(webDist);
  const catalogueEntry = async (store: string, version: string) =>
    (await findCatalogueEntry(db, store, version)) ?? null;
  return {
    async page(request) {
      const url = new URL(request.url, 'http://localhost');
      const page = SSR_ROUTES.find((route) => route.url === request.routeOptions.url);
      if (!page) return undefined;
      if (page.anonymousOnly && request.cookies?.[SESSION_COOKIE]) return undefined;
      const language = languageOf(request, url);
      try {
        const rendered = await module.render(url.pathname + url.search, language, {
          catalogueEntry,
          visitor: visitorFacts(request, url),
        });
        if (!rendered) return undefined;
        return fillTemplate(template, {
          language,
          title: rendered.title,
          assets: assets(page.module, language, page.formTexts === true),
          root: rendered.html,
          data: rendered.data,
        });
      } catch (error) {
        // The client-rendered page still works; the path is not logged (it may carry a token).
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'ssr failed');
        return undefined;
      }
    },
  };
}

function visitorFacts(request: FastifyRequest, url: URL): VisitorFacts {
  const cookies = request.cookies ?? {};
  return {
    signedOut: !cookies[SESSION_COOKIE] && !cookies[FILL_GRANT_COOKIE],
    linkInAddress: addressNamesLink(url.searchParams),
  };
}

function languageOf(request: FastifyRequest, url: URL): Language {
  const param = url.searchParams.get('lang');
  if (param !== null) return toLanguage(param);
  return toLanguage(request.cookies?.lang);
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * A server-rendered form pressed before any of the page's code has run (ssr/early-actions.ts
 * holds submits from the moment the entry runs) must not navigate: a GET would reload the page
 * and lose what was typed, and any navigation stops the page's scripts from loading. A
 * `method="dialog"` form outside a dialog submits to nowhere (HTML: "if there is no dialog
 * ancestor, return"), while its submit event still fires for React. React keeps attributes it
 * did not render when it hydrates.
 */
function inertForms(markup: string): string {
  return markup.replace(/<form(?=[\s>])/g, '<form method="dialog"');
}

function fillTemplate(
  template: string,
  page: {
    language: Language;
    title: string;
    assets: FirstScreenAssets;
    root: string;
    data: unknown;
  },
): string {
  return template
    .replace(/<html[^>]*>/, `<html lang="${page.language}" dir="${directionOf(page.language)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace('</head>', () => `${page.assets.links}<style>${page.assets.css}</style></head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${inertForms(page.root)}</div>` +
        `<script type="application/json" id="ssr-data">${scriptSafeJson(page.data)}</script>`,
    );
}
