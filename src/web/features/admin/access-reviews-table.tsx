import type { BreakGlassEntryDto } from '../../../shared/api/access';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { formatDateTime } from '../../ui/format-date';
import formStyles from '../../ui/form.module.css';
import { ValueText } from '../../ui/value-text';
import styles from './staff.module.css';

/** The break-glass grants: who, whose records, why, when, how many records, reviewed. */
export function AccessReviewsTable({
  entries,
  currentStaffId,
  onReview,
}: {
  entries: BreakGlassEntryDto[];
  currentStaffId: string;
  onReview: (entry: BreakGlassEntryDto) => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('access.review.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('access.review.staff')}</th>
            <th scope="col">{t('access.review.client')}</th>
            <th scope="col">{t('access.review.reason')}</th>
            <th scope="col">{t('access.review.opened')}</th>
            <th scope="col">{t('access.review.accesses')}</th>
            <th scope="col">{t('access.review.state')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-grant={entry.id}>
              <th scope="row">
                <ValueText>{entry.staff_name}</ValueText>
              </th>
              <td>
                <ValueText>{entry.client_name}</ValueText>
              </td>
              <td>
                <ValueText>{entry.reason}</ValueText>
              </td>
              <td>{formatDateTime(entry.created_at)}</td>
              <td>{entry.accesses}</td>
              <td>
                {entry.reviewed_at ? (
                  t('access.review.reviewedOn', { date: formatDateTime(entry.reviewed_at) })
                ) : entry.staff_id === currentStaffId ? (
                  t('access.review.ownGrant')
                ) : (
                  <button
                    type="button"
                    className={formStyles.secondary}
                    onClick={() => void onReview(entry)}
                  >
                    {t('access.review.markReviewed', {
                      staff: entry.staff_name,
                      client: entry.client_name,
                    })}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
