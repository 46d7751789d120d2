import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import type { StaffRole } from '../../../shared/api/auth';
import type { DayViewResult, DayVisitDto } from '../../../shared/api/visits';
import { formatTime } from '../../ui/format-date';
import { ValueText } from '../../ui/value-text';
import { ChairSelect } from './chair-select';
import { ConsentStatus } from '../../ui/consent-status';
import styles from './day-view.module.css';
import { visitAction } from './visit-action';

/** A plural key (the catalogs hold `dayView.flags_zero`, `_one`, `_two`, `_few`, `_many`, `_other`). */
const FLAG_COUNT_KEY = 'dayView.flags';

interface VisitTableProps {
  caption: string;
  visits: DayVisitDto[];
  /** The first visit is the next client ready for the person looking: highlighted. */
  highlightFirst?: boolean;
  /** Names of the stores, when the list mixes several (each row then says which). */
  storeNames: Map<string, string> | null;
  /** The day's stores: each visit's time is read on its store's clock, its chair of its chairs. */
  stores: DayViewResult['stores'];
  /** Who is looking: each row opens where that role acts on the visit (visit-action.ts). */
  role: StaffRole | null | undefined;
}

/** The day's visits as a table (stacked rows on a phone), each opening where the viewer acts. */
export function VisitTable({
  caption,
  visits,
  highlightFirst = false,
  storeNames,
  stores,
  role,
}: VisitTableProps) {
  const { t } = useTranslation();
  const storeOf = new Map(stores.map((s) => [s.code, s]));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dayView.time')}</th>
          <th scope="col">{t('dayView.client')}</th>
          <th scope="col">{t('dayView.number')}</th>
          <th scope="col">{t('dayView.stage')}</th>
          <th scope="col">{t('dayView.flagsHeader')}</th>
          <th scope="col">{t('dayView.waitsFor')}</th>
          <th scope="col">{t('review.consentTitle')}</th>
          <th scope="col">{t('dayView.chair')}</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit, index) => {
          const next = highlightFirst && index === 0;
          const target = visitAction(visit, role);
          const store = storeOf.get(visit.store_code) ?? null;
          return (
            <tr
              key={visit.appointment_id}
              className={next ? styles.next : undefined}
              data-appointment={visit.appointment_id}
              data-stage={visit.stage}
            >
              <td data-label={t('dayView.time')}>
                <span dir="ltr">{formatTime(visit.starts_at, store)}</span>
                {storeNames ? (
                  <span className={styles.store}>
                    {storeNames.get(visit.store_code) ?? visit.store_code}
                  </span>
                ) : null}
              </td>
              <th scope="row" data-label={t('dayView.client')}>
                {target ? (
                  <Link to={target.path} className={styles.clientLink} data-action={target.action}>
                    <ValueText>{visit.client.name}</ValueText>
                    <span className={styles.opens}>{t(`dayView.opens.${target.action}`)}</span>
                  </Link>
                ) : (
                  <ValueText>{visit.client.name}</ValueText>
                )}
                {next ? <span className={styles.nextLabel}>{t('dayView.nextReady')}</span> : null}
              </th>
              <td data-label={t('dayView.number')} className={styles.number}>
                <ValueText>{visit.number}</ValueText>
              </td>
              <td data-label={t('dayView.stage')}>
                <span className={`${styles.badge} ${styles[`stage_${visit.stage}`] ?? ''}`}>
                  {t(`dayView.stages.${visit.stage}`)}
                </span>
              </td>
              <td data-label={t('dayView.flagsHeader')}>
                <span className={visit.flag_count > 0 ? styles.flagged : undefined}>
                  {t(FLAG_COUNT_KEY, { count: visit.flag_count })}
                </span>
              </td>
              <td data-label={t('dayView.waitsFor')}>{t(`dayView.waits.${visit.waits_for}`)}</td>
              <td data-label={t('review.consentTitle')}>
                <ConsentStatus
                  consent={visit.consent}
                  verifiedAt={visit.verified_at}
                  testId="day"
                />
              </td>
              <td data-label={t('dayView.chair')}>
                <ChairSelect visit={visit} chairs={store?.chairs ?? 0} clock={store} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
