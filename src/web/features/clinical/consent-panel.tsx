import { useTranslation } from '../../i18n/runtime/use-translation';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { formatDate, formatDateTime } from '../../ui/format-date';
import styles from './clinical.module.css';

/** Dates of an instant, shown as the calendar day (consents run by the day). */
const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '—');

/**
 * Whether the client may be treated on paper: consent to treatment (12-month renewal, 6-month
 * exemption) and the privacy authorization with their dates, and how identity was verified.
 */
export function ConsentPanel({ record }: { record: VisitRecordDto }) {
  const { t } = useTranslation();
  const { consent, verification } = record;
  const treatmentOk = consent.treatment === 'exempt' || consent.treatment === 'renew';
  const privacyOk = consent.privacy === 'valid';
  return (
    <section className={styles.panel} aria-labelledby="consent-title" data-testid="consent-panel">
      <h2 id="consent-title" className={styles.panelTitle}>
        {t('review.consentTitle')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('review.treatmentConsent')}</dt>
          <dd>
            <span className={treatmentOk ? styles.ok : styles.warn} data-testid="treatment-consent">
              {t(`review.consent.${consent.treatment}`)}
            </span>
            <br />
            {t('review.grantedOn', { date: day(consent.treatment_granted_at) })}
            <br />
            {t('review.validUntil', { date: day(consent.treatment_expires_at) })}
          </dd>
        </div>
        <div>
          <dt>{t('review.privacy')}</dt>
          <dd>
            <span className={privacyOk ? styles.ok : styles.warn} data-testid="privacy-consent">
              {t(`review.privacyState.${consent.privacy}`)}
            </span>
            <br />
            {t('review.validUntil', { date: day(consent.privacy_expires_at) })}
          </dd>
        </div>
        <div>
          <dt>{t('review.identity')}</dt>
          <dd data-testid="identity">
            {verification ? (
              <>
                <span className={styles.ok}>
                  {t('review.verifiedBy', {
                    method: t(`review.method.${verification.method}`, verification.method),
                    when: formatDateTime(verification.verified_at),
                  })}
                </span>
                {verification.document ? (
                  <>
                    <br />
                    {t('review.document', {
                      document: t(
                        `verify.document_${verification.document}`,
                        verification.document,
                      ),
                    })}
                  </>
                ) : null}
                {verification.verified_by ? (
                  <>
                    <br />
                    {t('review.checkedBy', { name: verification.verified_by })}
                  </>
                ) : null}
              </>
            ) : (
              <span className={styles.warn}>{t('review.notVerified')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
