import { useTranslation } from '../../i18n/runtime/use-translation';
import { useSearchParams } from '../../app/navigation';
import type { StaffRole } from '../../../shared/api/auth';
import type { DayViewResult } from '../../../shared/api/visits';
import { useSessionInfo } from '../../app/use-session-info';
import formStyles from '../../ui/form.module.css';
import { PageHeading } from '../../ui/page-heading';
import styles from './day-view.module.css';
import { CapacityStrip } from './capacity-strip';
import { useConnectionNotice } from './connection-notice';
import { DayToolbar } from './day-toolbar';
import { splitForRole } from './order';
import { useDayView } from './use-day-view';
import { useVisitEvents } from './use-visit-events';
import { VisitTable } from './visit-table';

/**
 * /today: the clinic's day for staff. The visits of the stores they work at, each
 * with its stage, flags and whom it waits for; a practitioner's or nurse's own queue first.
 * It reloads by itself when any app process reports a change, and says so politely.
 */
export function DayViewPage() {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const [params, setParams] = useSearchParams();
  const storeCode = params.get('store') ?? '';
  const date = params.get('date') ?? '';
  const { state, changes, retry, refresh } = useDayView(storeCode, date);
  const live = useVisitEvents(refresh);
  const connection = useConnectionNotice(live);
  const title = t('dayView.title');

  const choose = (name: 'store' | 'date', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  const announcement = changes
    .map((c) =>
      'removed' in c
        ? t('dayView.removed', { name: c.name })
        : t('dayView.changed', { name: c.name, stage: t(`dayView.stages.${c.stage}`) }),
    )
    .join('; ');

  return (
    <section data-page="day-view" className={styles.page}>
      <div className={styles.top}>
        <PageHeading title={title}>{title}</PageHeading>
        <p className={styles.live} data-live={live} data-testid="live-status">
          <span className={styles.liveDot} aria-hidden="true" />
          {t(`dayView.${live}`)}
        </p>
      </div>
      {state.status === 'ready' ? (
        <DayToolbar
          stores={state.day.stores}
          storeCode={storeCode}
          date={date || state.day.date}
          onStore={(code) => choose('store', code)}
          onDate={(day) => choose('date', day)}
        />
      ) : null}
      <p aria-live="polite" className={styles.announce} data-testid="day-announce">
        {announcement}
      </p>
      <p aria-live="polite" className={styles.announce} data-testid="connection-announce">
        {connection ? t(`dayView.connection.${connection}`) : ''}
      </p>
      {state.status === 'loading' ? (
        <p role="status" className={styles.message}>
          {t('dayView.loading')}
        </p>
      ) : null}
      {state.status === 'error' ? (
        <div role="alert" className={styles.message}>
          <p>{state.message}</p>
          <button type="button" className={formStyles.secondary} onClick={retry}>
            {t('dayView.retry')}
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <DayList day={state.day} role={session?.user?.role} isToday={!date} />
      ) : null}
    </section>
  );
}

function DayList({
  day,
  role,
  isToday,
}: {
  day: DayViewResult;
  role: StaffRole | null | undefined;
  isToday: boolean;
}) {
  const { t } = useTranslation();
  if (day.stores.length === 0) return <p className={styles.notice}>{t('dayView.noStores')}</p>;
  if (day.visits.length === 0) {
    return (
      <>
        <DayCapacity day={day} />
        <p className={styles.message}>{t(isToday ? 'dayView.empty' : 'dayView.emptyDay')}</p>
      </>
    );
  }
  const { ready, rest } = splitForRole(day.visits, role);
  const mixed = new Set(day.visits.map((v) => v.store_code)).size > 1;
  const storeNames = mixed ? new Map(day.stores.map((s) => [s.code, s.name])) : null;
  return (
    <>
      <DayCapacity day={day} />
      {ready.length > 0 ? (
        <div className={styles.ready}>
          <VisitTable
            caption={t('dayView.readyForYou')}
            visits={ready}
            highlightFirst
            storeNames={storeNames}
            stores={day.stores}
            role={role}
          />
        </div>
      ) : null}
      {rest.length > 0 ? (
        <VisitTable
          caption={ready.length > 0 ? t('dayView.otherVisits') : t('dayView.allVisits')}
          visits={rest}
          storeNames={storeNames}
          stores={day.stores}
          role={role}
        />
      ) : null}
    </>
  );
}

/** Each store's chairs booked hour by hour, above the visits. */
function DayCapacity({ day }: { day: DayViewResult }) {
  const stores = new Map(day.stores.map((s) => [s.code, s]));
  return (
    <>
      {day.capacity.map((c) => {
        const store = stores.get(c.store_code);
        return (
          <CapacityStrip
            key={c.store_code}
            storeName={store?.name ?? c.store_code}
            hours={c.hours}
            clock={store ?? null}
          />
        );
      })}
    </>
  );
}
