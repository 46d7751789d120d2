import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { toLanguage } from '../shared/languages';
import { createAppRouter, preloadFirstPage } from './app/router';
import { loadWebParams } from './app/web-params';
import { initI18n, storeLanguage, storedLanguage } from './i18n/i18n';
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
  const language = initialLanguage();
  const i18nReady = initI18n(language);
  preloadFirstPage(window.location.pathname, language, i18nReady);
  await i18nReady;
  // Once per page load, in the background: the server's trusted view of the web_params cookie.
  void loadWebParams();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
