import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { toLanguage } from '../shared/languages';
import { RouterProvider } from './app/navigation';
import { createAppRouter, preloadFirstPage } from './app/router';
import { loadWebParams } from './app/web-params';
import { initI18n, storeLanguage, storedLanguage } from './i18n/i18n';
import { hydrate } from './ssr/hydrate';
import { readSsrData } from './ssr/ssr-data';
import { holdEarlyActions, markHydrated } from './ssr/early-actions';
import './styles/global.css';

/** A `lang` parameter in the address wins over the stored choice (spec §2). */
function initialLanguage() {
  const param = new URLSearchParams(window.location.search).get('lang');
  if (param === null) return storedLanguage();
  const language = toLanguage(param);
  storeLanguage(language);
  return language;
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A server-rendered first screen (client routes) is hydrated, in the language it was drawn in.
  const ssr = readSsrData();
  if (ssr) {
    holdEarlyActions();
    return hydrate(ssr, root);
  }
  const language = initialLanguage();
  const i18nReady = initI18n(language);
  preloadFirstPage(window.location.pathname, language, i18nReady);
  await i18nReady;
  // Once per page load, in the background: the server's trusted view of the web_params cookie.
  void loadWebParams();
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
  markHydrated();
}

void start();
