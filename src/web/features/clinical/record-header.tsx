import { useTranslation } from '../../i18n/runtime/use-translation';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { formatDate, formatDateTime } from '../../ui/format-date';
import { ValueText } from '../../ui/value-text';
import { storePlace } from '../../ui/store-places';
import styles from './clinical.module.css';
import { SignedChanges } from './signed-changes';

/** Who the visit is for and where it stands: the first thing on every record screen. */
export function RecordHeader({ record }: { record: VisitRecordDto }) {
  const { t } = useTranslation();
  const { appointment, client } = record;
  // The store's own clock: a London visit reads the same time wherever the record is opened.
  const zone = storePlace(appointment.store_code);
  const facts = [
    { label: t('review.client'), value: client.name, testId: 'client-name' },
    {
      label: t('review.age'),
      value: client.age === null ? '—' : String(client.age),
      testId: 'client-age',
    },
    {
      label: t('review.dateOfBirth'),
      value: formatDate(client.date_of_birth),
      testId: 'client-dob',
    },
    {
      label: t('review.appointmentNumber'),
      value: appointment.number,
      testId: 'appointment-number',
    },
    { label: t('review.store'), value: appointment.store_name, testId: 'store' },
    {
      label: t('review.time'),
      value: formatDateTime(appointment.starts_at, zone),
      testId: 'appointment-time',
    },
  ];
  return (
    <section className={styles.panel} aria-labelledby="record-header-title">
      <h2 id="record-header-title" className={styles.panelTitle}>
        {t('review.visit')}{' '}
        <span className={styles.badge} data-stage={appointment.stage} data-testid="stage">
          {t(`review.stage.${appointment.stage}`)}
        </span>
      </h2>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.testId}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>
              <ValueText>{fact.value}</ValueText>
            </dd>
          </div>
        ))}
      </dl>
      <SignedChanges changes={client.signed_changes} />
      {appointment.waits_for !== 'nobody' ? (
        <p className={styles.status}>{t(`review.waitsFor.${appointment.waits_for}`)}</p>
      ) : null}
    </section>
  );
}
