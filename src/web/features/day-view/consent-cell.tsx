import { useTranslation } from '../../i18n/runtime/use-translation';
import type { DayVisitDto } from '../../../shared/api/visits';
import { formatDate } from '../../ui/format-date';
import styles from './day-view.module.css';

/** Consents run by the calendar day. */
const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10)) : '—');

/**
 * Consent to treatment and privacy authorization with their expiry dates, and "identity
 * checked" as soon as the client verified (before the forms are in), so the desk sees at a
 * glance who may go ahead.
 */
export function ConsentCell({ visit }: { visit: DayVisitDto }) {
  const { t } = useTranslation();
  const { consent } = visit;
  const treatmentOk = consent.treatment === 'exempt' || consent.treatment === 'renew';
  return (
    <>
      <span className={styles.status} data-testid="day-consent" data-state={consent.treatment}>
        <span className={treatmentOk ? undefined : styles.flagged}>
          {t('review.treatmentConsent')}: {t(`review.consent.${consent.treatment}`)}
        </span>{' '}
        {consent.treatment_expires_at
          ? t('review.validUntil', { date: day(consent.treatment_expires_at) })
          : null}
      </span>
      <span className={styles.status} data-testid="day-privacy" data-state={consent.privacy}>
        <span className={consent.privacy === 'valid' ? undefined : styles.flagged}>
          {t('review.privacy')}: {t(`review.privacyState.${consent.privacy}`)}
        </span>{' '}
        {consent.privacy_expires_at
          ? t('review.validUntil', { date: day(consent.privacy_expires_at) })
          : null}
      </span>
      {visit.verified_at ? (
        <span className={styles.identity} data-testid="identity-checked">
          <span aria-hidden="true">✓ </span>
          {t('dayView.identityChecked')}
        </span>
      ) : null}
    </>
  );
}
