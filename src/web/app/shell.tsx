import { useEffect } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { Outlet, useLoaderData, useLocation } from 'react-router';
import type { SessionInfo } from '../../shared/api/auth';
import { LoadingOverlay } from '../ui/loading-overlay';
import { Toasts } from '../ui/toasts';
import { AccountMenu } from './account-menu';
import { LanguageSelector } from './language-selector';
import { StaffNav } from './staff-nav';
import styles from './shell.module.css';

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
        <StaffNav session={session} />
        <div className={styles.tools}>
          <AccountMenu session={session} />
          <LanguageSelector />
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <LoadingOverlay />
      <Toasts />
    </div>
  );
}
