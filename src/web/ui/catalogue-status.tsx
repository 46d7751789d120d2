import { useTranslation } from '../i18n/runtime/use-translation';
import type { CatalogueState } from './use-catalogue-entry';

/** What a form page shows while its catalogue entry loads, or when it could not be loaded. */
export function CatalogueStatus({ state }: { state: CatalogueState }) {
  const { t } = useTranslation();
  if (state.status === 'loading') return <p role="status">{t('loading.label')}</p>;
  if (state.status === 'failed') return <p role="alert">{state.message}</p>;
  return null;
}
