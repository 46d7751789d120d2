import { useTranslation } from '../../i18n/runtime/use-translation';
import { CatalogueStatus } from '../../ui/catalogue-status';
import { ClientSummary } from '../../ui/client-summary';
import { useFormRoute } from '../../ui/form-route-handle';
import form from '../../ui/form.module.css';
import { NotFoundPage } from '../../ui/not-found-page';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useCatalogueEntry } from '../../ui/use-catalogue-entry';
import { ConfirmIdentity } from './confirm-identity';
import { LinkUsed, QrExpired, VerifyError } from './link-outcomes';
import { useLinkCheck } from './use-link-check';
import { VerifiedNext } from './verified-next';

/** `/verification/{store}/{version|latest}`: the identity check a link or QR code opens. */
export function VerificationPage() {
  const { t } = useTranslation();
  const route = useFormRoute();
  const entry = useCatalogueEntry(route.storeCode, route.version);
  const { state, confirmed } = useLinkCheck(route.storeCode);
  if (entry.status === 'missing') return <NotFoundPage />;
  if (state.status === 'expired') return <QrExpired />;
  if (state.status === 'invalid') return <VerifyError />;
  if (state.status === 'used') return <LinkUsed />;
  const title = t('pages.verification.title');
  const mfPath =
    entry.status === 'ready' && entry.entry.mf
      ? `/mf/${entry.entry.store_code}/${entry.entry.version}`
      : null;
  return (
    <section data-page="verification">
      <PageHeading title={title}>{title}</PageHeading>
      <CatalogueStatus state={entry} />
      {entry.status === 'ready' && (
        <p className={styles.meta}>
          {t('form.storeLine', { store: entry.entry.store_name, version: entry.entry.version })}
        </p>
      )}
      {state.status === 'loading' && entry.status !== 'loading' && (
        <p role="status">{t('loading.label')}</p>
      )}
      {state.status === 'none' && <p className={styles.lead}>{t('pages.verification.body')}</p>}
      {state.status === 'failed' && (
        <p className={form.alert} role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'valid' && (
        <div className={form.form}>
          <ClientSummary user={state.data.user_info} verified={state.data.verified} />
          {state.data.confirmed ? (
            <VerifiedNext data={state.data} fallbackMfPath={mfPath} />
          ) : (
            <>
              <p className={styles.lead}>{t('verification.confirmLead')}</p>
              <ConfirmIdentity
                code={state.code}
                store={route.storeCode}
                channels={state.data.code_channels}
                onConfirmed={confirmed}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
