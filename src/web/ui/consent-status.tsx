import { useTranslation } from '../i18n/runtime/use-translation';
import type { ConsentSummary } from '../../shared/consent-summary';
import { formatDate } from './format-date';
import styles from './consent-status.module.css';

/** Consents run by the calendar day. */
const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '—');

interface ConsentStatusProps {
  consent: ConsentSummary;
  /** When identity was checked for the visit in view; null shows no mark. */
  verifiedAt: string | null;
  /** Names the parts for tests: `${testId}-consent`, `${testId}-privacy`. */
  testId: string;
}

/**
 * Consent to treatment and privacy authorization with their expiry dates, and "identity
 * checked" as soon as the client verified (before the forms are in), so the desk sees at a
 * glance who may go ahead. The day view and the client search show the same thing.
 */
export function ConsentStatus({ consent, verifiedAt, testId }: ConsentStatusProps) {
  const { t } = useTranslation();
  const treatmentOk = consent.treatment === 'exempt' || consent.treatment === 'renew';
  return (
    <>
      <span
        className={styles.status}
        data-testid={`${testId}-consent`}
        data-state={consent.treatment}
      >
        <span className={treatmentOk ? undefined : styles.flagged}>
          {t('review.treatmentConsent')}: {t(`review.consent.${consent.treatment}`)}
        </span>{' '}
        {consent.treatment_expires_at
          ? t('review.validUntil', { date: day(consent.treatment_expires_at) })
          : null}
      </span>
      <span
        className={styles.status}
        data-testid={`${testId}-privacy`}
        data-state={consent.privacy}
      >
        <span className={consent.privacy === 'valid' ? undefined : styles.flagged}>
          {t('review.privacy')}: {t(`review.privacyState.${consent.privacy}`)}
        </span>{' '}
        {consent.privacy_expires_at
          ? t('review.validUntil', { date: day(consent.privacy_expires_at) })
          : null}
      </span>
      {verifiedAt ? (
        <span className={styles.identity} data-testid="identity-checked">
          <span aria-hidden="true">✓ </span>
          {t('dayView.identityChecked')}
        </span>
      ) : null}
    </>
  );
}
