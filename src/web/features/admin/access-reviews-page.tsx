import { useEffect, useState } from 'react';
import { currentSession, type SessionInfo } from '../../app/session';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { AccessReviewsTable } from './access-reviews-table';
import styles from './staff.module.css';
import { useAccessReviews } from './use-access-reviews';

/**
 * /admin/access: every time an admin opened a client's records outside their clinics ("broke
 * the glass"), with the reason and how many records they opened, for another admin to review.
 * Admins only; the server checks the role on every call anyway.
 */
export function AccessReviewsPage() {
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [openOnly, setOpenOnly] = useState(true);
  const [status, setStatus] = useState('');
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  const reviews = useAccessReviews(isAdmin, openOnly);
  const title = t('access.review.title');

  return (
    <section data-page="admin-access">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('access.review.intro')}</p>
      {session && !isAdmin ? (
        <p className={formStyles.alert}>{t('access.review.notAllowed')}</p>
      ) : null}
      {isAdmin ? (
        <>
          <label className={styles.storeOption}>
            <input
              type="checkbox"
              checked={openOnly}
              onChange={(e) => setOpenOnly(e.target.checked)}
            />{' '}
            {t('access.review.openOnly')}
          </label>
          {/* Present before any text arrives, so each result is announced once. */}
          <p role="status" className={formStyles.hint}>
            {status}
          </p>
          {reviews.failed ? (
            <div className={formStyles.alert} role="alert">
              <p>{t('access.review.loadFailed')}</p>
              <button
                type="button"
                className={formStyles.secondary}
                onClick={() => void reviews.reload()}
              >
                {t('chunk.retry')}
              </button>
            </div>
          ) : null}
          {reviews.entries === null && !reviews.failed ? (
            <p role="status">{t('loading.label')}</p>
          ) : null}
          {reviews.entries?.length === 0 ? <p>{t('access.review.empty')}</p> : null}
          {reviews.entries && reviews.entries.length > 0 ? (
            <AccessReviewsTable
              entries={reviews.entries}
              currentStaffId={session?.user?.id ?? ''}
              onReview={async (entry) => {
                const refused = await reviews.review(entry.id);
                setStatus(
                  refused ??
                    t('access.review.done', { staff: entry.staff_name, client: entry.client_name }),
                );
              }}
            />
          ) : null}
          {reviews.more ? (
            <button
              type="button"
              className={formStyles.secondary}
              onClick={() => void reviews.loadMore()}
            >
              {t('access.review.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
