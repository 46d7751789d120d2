import { useTranslation } from '../i18n/runtime/use-translation';
import { Link, useNavigate } from './navigation';
import type { SessionInfo } from '../../shared/api/auth';
import { signOutLocally } from './session';
import styles from './shell.module.css';

/**
 * The signed-in person's name, the admin entrance for admins (spec §6 "an admin icon exists")
 * and Sign out. Nothing shows for a signed-out visitor.
 */
export function AccountMenu({ session }: { session: SessionInfo | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = session?.user;
  if (!session?.authenticated || !user) return null;

  async function signOut() {
    await signOutLocally();
    void navigate('/login');
  }

  return (
    <div className={styles.account}>
      {user.role === 'admin' ? (
        <Link to="/admin/staff" className={styles.headerButton} aria-label={t('header.admin')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
            <path d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm0 5a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 13c-2.2-.8-4-2.7-4.8-5 .9-1.2 2.9-2 4.8-2s3.9.8 4.8 2c-.8 2.3-2.6 4.2-4.8 5Z" />
          </svg>
        </Link>
      ) : null}
      <span className={styles.userName} data-testid="signed-in-name">
        {user.name}
      </span>
      <button type="button" className={styles.headerButton} onClick={() => void signOut()}>
        {t('header.signOut')}
      </button>
    </div>
  );
}
