import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '../../ui/not-found-page';
import { CatalogueStatus } from '../../ui/catalogue-status';
import { useFormRoute } from '../../ui/form-route-handle';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useCatalogueEntry } from '../../ui/use-catalogue-entry';

/** `/verification/{store}/{version|latest}`: the identity check a link or QR code opens. */
export function VerificationPage() {
  const { t } = useTranslation();
  const route = useFormRoute();
  const state = useCatalogueEntry(route.storeCode, route.version);
  if (state.status === 'missing') return <NotFoundPage />;
  const title = t('pages.verification.title');
  return (
    <section data-page="verification">
      <PageHeading title={title}>{title}</PageHeading>
      <CatalogueStatus state={state} />
      {state.status === 'ready' && (
        <p className={styles.meta}>
          {t('form.storeLine', { store: state.entry.store_name, version: state.entry.version })}
        </p>
      )}
      <p className={styles.lead}>{t('pages.verification.body')}</p>
    </section>
  );
}
