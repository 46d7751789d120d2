import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { Outlet, useLoaderData, useLocation } from './navigation';
import type { SessionInfo } from '../../shared/api/auth';
import { LiveRegions } from '../ui/live-regions';
import { LoadingOverlay } from '../ui/loading-overlay';
import { Toasts } from '../ui/toasts';
import { LanguageSelector } from './language-selector';
import { reportLoadFailure } from './report-load-failure';
import styles from './shell.module.css';

/**
 * The signed-in person's header parts load with the first page that has a session (the guard
 * starts them beside the page's code), so a client's form link downloads neither. If one
 * cannot be downloaded the header goes without it (the page below still works) and the failure
 * is reported like a page's.
 */
export const loadAccountMenu = () => import('./account-menu');
export const loadStaffNav = () => import('./staff-nav');
const without = (error: unknown): { default: () => null } => {
  reportLoadFailure(error);
  return { default: () => null };
};
const AccountMenu = lazy(() =>
  loadAccountMenu().then((m) => ({ default: m.AccountMenu }), without),
);
const StaffNav = lazy(() => loadStaffNav().then((m) => ({ default: m.StaffNav }), without));
const AdminNav = lazy(() =>
  loadStaffNav().then((m): { default: () => ReactNode } => ({ default: m.AdminNav }), without),
);

/** Spec §2 shell: an 80 px header with the language selector at the top inline-end corner. */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The root loader (the guard) answers with the session on every navigation.
  const session = useLoaderData<SessionInfo | undefined>();

  // Each navigation starts at the top of the page (spec §2).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header} aria-label={t('app.mainNavigation')}>
        <div className={styles.brand}>
          <span className={styles.brandName}>{t('app.name')}</span>
          <span className={styles.brandTagline} data-testid="brand-tagline">
            {t('app.tagline')}
          </span>
        </div>
        {session?.user?.kind === 'staff' ? (
          <Suspense fallback={null}>
            <StaffNav session={session} />
          </Suspense>
        ) : null}
        <div className={styles.tools}>
          {session?.authenticated ? (
            <Suspense fallback={null}>
              <AccountMenu session={session} />
            </Suspense>
          ) : null}
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {session?.user?.kind === 'staff' &&
        session.user.role === 'admin' &&
        pathname.startsWith('/admin/') ? (
          <Suspense fallback={null}>
            <AdminNav />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <LoadingOverlay />
      <Toasts />
      <LiveRegions />
    </div>
  );
}
