import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../ui/not-found-page';
import { CatalogueStatus } from '../../ui/catalogue-status';
import { useFormRoute } from '../../ui/form-route-handle';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useCatalogueEntry } from '../../ui/use-catalogue-entry';

/**
 * The index page of `/mf|/detail|/medical|/new/{store}/{version}`: it asks the server which
 * variant the store uses now (admins can change or retire it) and shows that variant.
 */
export function FormIndexPage() {
  const { t } = useTranslation();
  const route = useFormRoute();
  const state = useCatalogueEntry(route.storeCode, route.version);
  if (state.status === 'missing') return <NotFoundPage />;
  const title = t(`pages.${route.kind}.title`);
  return (
    <section data-page="form-index" data-kind={route.kind}>
      <PageHeading title={title}>{title}</PageHeading>
      <CatalogueStatus state={state} />
      {state.status === 'ready' && (
        <>
          <p className={styles.meta}>
            {t('form.storeLine', { store: state.entry.store_name, version: state.entry.version })}
          </p>
          <p className={styles.meta}>
            {t('form.variantLine', { variant: state.entry[route.kind] ?? '' })}
          </p>
          <p className={styles.lead}>{t('form.comingSoon')}</p>
        </>
      )}
    </section>
  );
}
