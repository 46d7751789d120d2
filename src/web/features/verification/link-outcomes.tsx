import { useTranslation } from '../../i18n/runtime/use-translation';
import form from '../../ui/form.module.css';
import styles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';

/** The QR-expired screen: the link is out of date; what the client can do next. */
export function QrExpired() {
  const { t } = useTranslation();
  const title = t('verification.qrExpiredTitle');
  return (
    <section data-page="verification" data-outcome="expired">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={form.alert} role="alert">
        {t('verification.qrExpired')}
      </p>
      <h2>{t('verification.whatNext')}</h2>
      <ul className={styles.lead}>
        <li>{t('verification.expiredStepDesk')}</li>
        <li>{t('verification.expiredStepNewLink')}</li>
      </ul>
    </section>
  );
}

/** A genuine link that has done its job: said so, with what the holder can still do. */
export function LinkUsed() {
  const { t } = useTranslation();
  const title = t('verification.linkUsedTitle');
  return (
    <section data-page="verification" data-outcome="used">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={form.alert} role="alert">
        {t('verification.linkUsed')}
      </p>
      <h2>{t('verification.whatNext')}</h2>
      <ul className={styles.lead}>
        <li>{t('verification.usedStepDone')}</li>
        <li>{t('verification.usedStepNewLink')}</li>
      </ul>
    </section>
  );
}

/** The verify-error screen: forged, altered or revoked links. */
export function VerifyError() {
  const { t } = useTranslation();
  const title = t('verification.verifyErrorTitle');
  return (
    <section data-page="verification" data-outcome="invalid">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={form.alert} role="alert">
        {t('verification.verifyError')}
      </p>
      <p className={styles.lead}>{t('verification.invalidHelp')}</p>
    </section>
  );
}
