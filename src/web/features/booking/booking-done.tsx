import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import type {
  BookingOptionsDto,
  BookingResultDto,
  ContactSearchBody,
} from '../../../shared/api/clients';
import type { DeskHandoff } from '../../ui/desk-handoff';
import { formatDateTime } from '../../ui/format-date';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import bookingStyles from './booking.module.css';

/** The confirmation: appointment number, time and the link to the medical form. */
interface BookingDoneProps {
  result: BookingResultDto;
  /** The contact status (1 new details, 2 confirm details); other values offer no link. */
  status: number | null;
  /** The clinic booked: its name and address, and the clock and country its time is read in. */
  store: BookingOptionsDto['stores'][number] | null;
  /** Staff booked at the desk for the client with this contact: lead back to their record. */
  bookedFor: ContactSearchBody | null;
}

export function BookingDone({ result, status, store, bookedFor }: BookingDoneProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} data-testid="booking-done">
      <p role="status" className={styles.notice}>
        {t(bookedFor ? 'staffBooking.booked' : 'bookOnline.booked')}
      </p>
      <dl className={bookingStyles.summary}>
        <dt>{t('bookOnline.number')}</dt>
        <dd dir="ltr" data-testid="appointment-number">
          {result.number}
        </dd>
        <dt>{t('bookOnline.when')}</dt>
        <dd data-testid="appointment-when">{formatDateTime(result.starts_at, store, 'full')}</dd>
        {store ? (
          <>
            <dt>{t('bookOnline.store')}</dt>
            <dd data-testid="appointment-store">
              {store.name}
              {store.address ? (
                <span className={bookingStyles.address}>{store.address}</span>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {bookedFor ? (
        <div className={styles.actions}>
          <Link
            to="/search"
            state={{ contact: bookedFor } satisfies DeskHandoff}
            className={pageStyles.button}
          >
            {t('staffBooking.openClient')}
          </Link>
        </div>
      ) : (
        <ClientNextSteps formLink={result.form_link} status={status} />
      )}
    </div>
  );
}

/** On the client's own device: the medical form, and their details to check. */
function ClientNextSteps({ formLink, status }: { formLink: string; status: number | null }) {
  const { t } = useTranslation();
  const link = new URL(formLink, window.location.origin);
  const sameOrigin = link.origin === window.location.origin;
  const path = link.pathname + link.search;
  return (
    <>
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
    </>
  );
}
