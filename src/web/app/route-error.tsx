import { useTranslation } from '../i18n/runtime/use-translation';
import { isRouteErrorResponse, useRouteError } from './navigation';
import { NotFoundPage } from '../ui/not-found-page';
import styles from '../ui/page.module.css';
import { PageHeading } from '../ui/page-heading';
import { ChunkTimeoutError } from './lazy-page';

/**
 * Shown when a page's code cannot be downloaded (offline, a deploy replaced the files) or took
 * over 120 s. Retrying reloads the page; drafts live on the server and in local storage.
 */
export function PageLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const title = error instanceof ChunkTimeoutError ? t('chunk.timedOut') : t('chunk.failed');
  return (
    <section role="alert" data-page="route-error">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={styles.lead}>{t('chunk.hint')}</p>
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('chunk.retry')}
      </button>
    </section>
  );
}

/** The router's error element: anything a route throws while loading or rendering. */
export function RouteError() {
  return <PageLoadError error={useRouteError()} />;
}

/** A form route's error element: a path the catalogue does not define is not found. */
export function FormRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <PageLoadError error={error} />;
}
