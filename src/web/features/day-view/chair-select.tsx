import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { DayVisitDto } from '../../../shared/api/visits';
import { callApi } from '../../api/endpoint';
import formStyles from '../../ui/form.module.css';
import { formatCount, type StoreClock } from '../../ui/format-date';
import { useCommittedSelect } from '../../ui/use-committed-select';
import styles from './day-view.module.css';

interface ChairSelectProps {
  visit: DayVisitDto;
  chairs: number;
  clock: StoreClock | null;
}

/**
 * The chair a visit's client sits in, chosen from the store's chairs. A pick from the open list
 * is saved at once; an arrow key on the closed list only shows the chair until Enter or "Save
 * chair" (a keyboard user passing through the list saves nothing). A chair another visit holds
 * at the same time is refused by the server (the error is a toast) and the choice goes back.
 * While saving the list stays focusable (a disabled one would drop focus) and ignores changes.
 */
export function ChairSelect({ visit, chairs, clock }: ChairSelectProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [chair, setChair] = useState(visit.chair);
  const [saving, setSaving] = useState(false);
  // A live update brings the saved chair (this screen's change, or a colleague's).
  const [seen, setSeen] = useState(visit.chair);
  if (seen !== visit.chair) {
    setSeen(visit.chair);
    setChair(visit.chair);
  }

  async function save(value: string) {
    if (saving) return;
    const next = value === '' ? null : Number(value);
    const before = chair;
    setChair(next);
    setSaving(true);
    const envelope = await callApi('PUT /api/visits/:appointment_id/chair', {
      params: { appointment_id: visit.appointment_id },
      body: { chair: next },
    });
    setSaving(false);
    if (envelope.code !== 0) setChair(before);
  }

  const current = chair === null ? '' : String(chair);
  const { pending, props, apply } = useCommittedSelect(current, (value) => void save(value));
  const name = visit.client.name;

  return (
    <span className={styles.chairCell}>
      <select
        className={styles.chair}
        aria-label={t('dayView.chairOf', { name })}
        aria-disabled={saving || undefined}
        aria-describedby={pending !== null ? hintId : undefined}
        {...props}
      >
        <option value="">{t('dayView.noChair')}</option>
        {Array.from({ length: Math.max(chairs, chair ?? 0) }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {t('dayView.chairNumber', { number: formatCount(n, clock) })}
          </option>
        ))}
      </select>
      {pending !== null ? (
        <>
          <span id={hintId} className={formStyles.visuallyHidden}>
            {t('dayView.chairPendingHint')}
          </span>
          <button
            type="button"
            className={formStyles.secondary}
            aria-label={t('a11y.rowAction', { action: t('dayView.saveChair'), subject: name })}
            onClick={apply}
          >
            {t('dayView.saveChair')}
          </button>
        </>
      ) : null}
    </span>
  );
}
