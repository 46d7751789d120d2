import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingResultDto } from '../../../shared/api/clients';
import { formatDateTime } from '../../ui/format-date';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import bookingStyles from './booking.module.css';

/** The confirmation: appointment number, time and the link to the medical form. */
interface BookingDoneProps {
  result: BookingResultDto;
  /** The contact status (1 new details, 2 confirm details); other values offer no link. */
  status: number | null;
  timezone: string;
}

export function BookingDone({ result, status, timezone }: BookingDoneProps) {
  const { t } = useTranslation();
  const link = new URL(result.form_link, window.location.origin);
  const sameOrigin = link.origin === window.location.origin;
  const path = link.pathname + link.search;
  return (
    <div className={styles.form} data-testid="booking-done">
      <p role="status" className={styles.notice}>
        {t('bookOnline.booked')}
      </p>
      <dl className={bookingStyles.summary}>
        <dt>{t('bookOnline.number')}</dt>
        <dd dir="ltr" data-testid="appointment-number">
          {result.number}
        </dd>
        <dt>{t('bookOnline.when')}</dt>
        <dd>{formatDateTime(result.starts_at, timezone)}</dd>
      </dl>
      <p>{t('bookOnline.formLinkLead')}</p>
      <div className={styles.actions}>
        {sameOrigin ? (
          <Link to={path} className={pageStyles.button}>
            {t('bookOnline.openForm')}
          </Link>
        ) : (
          <a href={link.href} className={pageStyles.button}>
            {t('bookOnline.openForm')}
          </a>
        )}
        {status === 1 || status === 2 ? (
          <Link to={status === 1 ? '/userinfo' : '/userData'} className={pageStyles.button}>
            {t('bookOnline.checkDetails')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
