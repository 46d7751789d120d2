import { useTranslation } from '../../i18n/runtime/use-translation';
import type { HourLoadDto } from '../../../shared/api/visits';
import { formatCount, formatTime, type StoreClock } from '../../ui/format-date';
import styles from './day-view.module.css';

interface CapacityStripProps {
  storeName: string;
  hours: HourLoadDto[];
  clock: StoreClock | null;
}

/** The store's day hour by hour: chairs booked at the busiest moment, of its chairs. */
export function CapacityStrip({ storeName, hours, clock }: CapacityStripProps) {
  const { t } = useTranslation();
  if (hours.length === 0) return null;
  const titleId = `capacity-${storeName.replace(/\W+/g, '-')}`;
  return (
    <section className={styles.capacity} aria-labelledby={titleId} data-testid="capacity">
      <h2 id={titleId} className={styles.capacityTitle}>
        {t('dayView.capacityTitle', { store: storeName })}
      </h2>
      <ol className={styles.hours}>
        {hours.map((hour) => {
          const full = hour.booked >= hour.chairs;
          const time = formatTime(hour.starts_at, clock);
          return (
            <li
              key={hour.starts_at}
              className={full ? `${styles.hour} ${styles.hourFull}` : styles.hour}
              data-hour={hour.starts_at}
              data-full={full}
            >
              <span className={styles.hourTime}>{time}</span>
              <span className={styles.hourLoad} aria-hidden="true" dir="ltr">
                {formatCount(hour.booked, clock)}/{formatCount(hour.chairs, clock)}
              </span>
              <span className={styles.visuallyHidden}>
                {t('dayView.hourLoad', {
                  booked: formatCount(hour.booked, clock),
                  chairs: formatCount(hour.chairs, clock),
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
