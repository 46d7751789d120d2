import { useTranslation } from '../../i18n/runtime/use-translation';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { formatDateTime } from '../../ui/format-date';
import { valueSentence } from '../../ui/value-text';
import styles from './clinical.module.css';

/** The practitioner's decision on a visit, who made it and when; nothing before there is one. */
export function ClearanceDecision({ appointment }: { appointment: VisitRecordDto['appointment'] }) {
  const { t } = useTranslation();
  if (!appointment.clearance) return null;
  return (
    <p className={`${styles.panel} ${styles.decision}`} role="status" data-testid="decision">
      <span className={appointment.clearance === 'cleared' ? styles.ok : styles.warn}>
        {t(`review.decision.${appointment.clearance}`)}
      </span>{' '}
      {valueSentence(
        (v) => t('review.decidedBy', { ...v, when: formatDateTime(appointment.clearance_at) }),
        { name: appointment.clearance_by ?? '—' },
      )}
    </p>
  );
}
