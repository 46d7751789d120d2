import { toLanguage } from '../../shared/languages';
import { callApi } from '../api/endpoint';
import { i18next } from '../i18n/i18n';
import { ChunkTimeoutError } from './lazy-page';

/** Tells operations that a page's code did not arrive in a client's browser (no form content). */
export function reportLoadFailure(error: unknown): void {
  void callApi(
    'POST /api/client-reports',
    {
      body: {
        kind: error instanceof ChunkTimeoutError ? 'chunk_load_timeout' : 'chunk_load_failed',
        path: window.location.pathname,
        language: toLanguage(i18next.language),
      },
    },
    { background: true, quiet: true },
  );
}
