import { useTranslation } from '../i18n/runtime/use-translation';
import { Link } from '../app/navigation';
import { homeOf } from '../app/return-to';
import { useSessionInfo } from '../app/use-session-info';
import styles from './page.module.css';
import { PageHeading } from './page-heading';

/**
 * The way out leads home: a signed-in person to their own start page (opening /login would
 * sign them out), anyone else to sign in.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const signedIn = session?.authenticated === true && session.user !== null;
  return (
    <section data-page="not-found">
      <PageHeading title={t('notFound.title')}>{t('notFound.title')}</PageHeading>
      <p className={styles.lead}>{t('notFound.body')}</p>
      {/* Nothing until the server says who this is: no sign-in link that would sign them out. */}
      {session === null ? null : signedIn ? (
        <Link className={styles.button} to={homeOf(session.user)}>
          {t('notFound.goHome')}
        </Link>
      ) : (
        <Link className={styles.button} to="/login">
          {t('notFound.home')}
        </Link>
      )}
    </section>
  );
}
