import { useTranslation } from '../../i18n/runtime/use-translation';
import type { VisitRecordDto } from '../../../shared/api/visits';
import { Confirmation } from '../../ui/confirmation';
import { formatDateTime } from '../../ui/format-date';
import { valueSentence } from '../../ui/value-text';
import styles from './clinical.module.css';

/** The practitioner's decision on a visit, who made it and when; nothing before there is one. */
export function ClearanceDecision({ appointment }: { appointment: VisitRecordDto['appointment'] }) {
  const { t } = useTranslation();
  if (!appointment.clearance) return null;
  return (
    <Confirmation className={`${styles.panel} ${styles.decision}`} testId="decision">
      <span className={appointment.clearance === 'cleared' ? styles.ok : styles.warn}>
        {t(`review.decision.${appointment.clearance}`)}
      </span>{' '}
      {valueSentence(
        (v) => t('review.decidedBy', { ...v, when: formatDateTime(appointment.clearance_at) }),
        { name: appointment.clearance_by ?? '—' },
      )}
    </Confirmation>
  );
}
