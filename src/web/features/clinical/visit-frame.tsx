import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useLocation, useSearchParams } from '../../app/navigation';
import type { SessionUser } from '../../../shared/api/auth';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { rememberReturnTo } from '../../app/return-to';
import { useSessionInfo } from '../../app/use-session-info';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import styles from './clinical.module.css';
import { BreakGlassPanel } from './break-glass-panel';
import { useVisitRecord } from './use-visit-record';

export interface VisitContext {
  record: VisitRecordDto;
  /** The signed-in member of staff (the page is shown only to staff). */
  user: SessionUser;
  /** Loads the record again after a write, keeping the page as it is meanwhile. */
  reload: () => Promise<void>;
}

interface VisitFrameProps {
  title: string;
  page: string;
  children: (context: VisitContext) => ReactNode;
}

/**
 * What every staff record screen shares: the appointment from `?appointment=`, the record's
 * loading and failure states, and the refusals. The review route is public to the route guard
 * (spec §2 lets any path with "detail" through), so a missing or non-staff session is handled
 * here, with a way to sign in that comes back to this page.
 */
export function VisitFrame({ title, page, children }: VisitFrameProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const appointmentId = params.get('appointment') ?? '';
  return (
    <section className={styles.page} data-page={page}>
      <PageHeading title={title}>{title}</PageHeading>
      {appointmentId ? (
        <VisitBody appointmentId={appointmentId}>{children}</VisitBody>
      ) : (
        <div className={formStyles.notice} data-testid="no-appointment">
          <p>{t('review.noAppointment')}</p>
          <p>
            <Link to="/today">{t('review.openDayView')}</Link>
          </p>
        </div>
      )}
    </section>
  );
}

function VisitBody({
  appointmentId,
  children,
}: {
  appointmentId: string;
  children: VisitFrameProps['children'];
}) {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const { state, reload, retry } = useVisitRecord(appointmentId);
  const staff = session?.user?.kind === 'staff' ? session.user : null;

  if (state.status === 'loading' || session === null) {
    return <p role="status">{t('loading.label')}</p>;
  }
  if (state.status === 'signedOut' || (state.status === 'ready' && !staff)) {
    return <SignInAsStaff />;
  }
  // An admin outside the visit's clinics may open it with a reason (the server decides).
  if (state.status === 'forbidden' && staff?.role === 'admin') {
    return (
      <BreakGlassPanel appointmentId={appointmentId} message={state.message} onOpened={retry} />
    );
  }
  if (state.status === 'forbidden') {
    return (
      <div className={formStyles.alert} role="alert" data-testid="record-forbidden">
        <p>{state.message}</p>
        <SignInAsStaff inline />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div className={formStyles.alert} role="alert" data-testid="record-not-found">
        <p>{t('review.notFound')}</p>
        <p>
          <Link to="/today">{t('review.openDayView')}</Link>
        </p>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className={formStyles.alert} role="alert" data-testid="record-failed">
        <p>{state.message}</p>
        <button type="button" className={formStyles.secondary} onClick={retry}>
          {t('chunk.retry')}
        </button>
      </div>
    );
  }
  return <>{children({ record: state.record, user: staff!, reload })}</>;
}

/** A way to sign in as staff that returns to this page afterwards. */
function SignInAsStaff({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const link = (
    <Link
      className={pageStyles.button}
      to="/login"
      onClick={() => rememberReturnTo(pathname + search)}
    >
      {t('review.signIn')}
    </Link>
  );
  if (inline) return <p>{link}</p>;
  return (
    <div className={formStyles.notice} data-testid="sign-in-as-staff">
      <p>{t('review.staffOnly')}</p>
      <p>{link}</p>
    </div>
  );
}
