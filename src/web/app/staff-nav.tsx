import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { NavLink, useLocation } from './navigation';
import type { SessionInfo } from '../../shared/api/auth';
import styles from './staff-nav.module.css';

const LINKS = [
  { to: '/today', key: 'nav.dayView' },
  { to: '/search', key: 'nav.search' },
  { to: '/verify', key: 'nav.verify' },
  { to: '/book-online', key: 'nav.book' },
] as const;

/** The admin screens, one "Administration" link in the header and tabs on each of them. */
const ADMIN_LINKS = [
  { to: '/admin/staff', key: 'nav.staff' },
  { to: '/admin/documents', key: 'nav.documents' },
  { to: '/admin/stores', key: 'nav.stores' },
  { to: '/admin/access', key: 'nav.access' },
  { to: '/admin/audit', key: 'nav.audit' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/**
 * The staff header navigation: day view, search, verify, book, and for admins one link to the
 * administration screens (their own tabs, AdminNav, keep the header within its 80 px however
 * many there are). Inline on wide screens; behind
 * a Menu button (a disclosure) on narrow ones. NavLink marks the current page with
 * aria-current="page".
 */
export function StaffNav({ session }: { session: SessionInfo | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A navigation closes the menu (the header stays, the page changes under it).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // The links vanish with the menu: focus on one of them would fall to <body>.
      const focus = document.activeElement;
      if (!focus || focus === document.body || menuButton.current?.parentElement?.contains(focus))
        menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const user = session?.user;
  if (!session?.authenticated || user?.kind !== 'staff') return null;
  const inAdmin = pathname.startsWith('/admin/');
  const links =
    user.role === 'admin' ? [...LINKS, { to: '/admin/staff', key: 'nav.admin' } as const] : LINKS;

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
          <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
        </svg>
        <span className={styles.menuText}>{t('nav.menu')}</span>
      </button>
      <ul id={listId} className={styles.list} data-open={open}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                linkClass({ isActive: link.key === 'nav.admin' ? inAdmin : isActive })
              }
              aria-current={link.key === 'nav.admin' && inAdmin ? 'page' : undefined}
            >
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Tabs of the administration screens, shown above each of them to admins. */
export function AdminNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.adminNav} aria-label={t('nav.admin')}>
      <ul className={styles.adminList}>
        {ADMIN_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={linkClass}>
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
