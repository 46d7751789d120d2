import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { DayVisitDto } from '../../../shared/api/visits';
import { callApi } from '../../api/endpoint';
import { formatCount, type StoreClock } from '../../ui/format-date';
import styles from './day-view.module.css';

interface ChairSelectProps {
  visit: DayVisitDto;
  chairs: number;
  clock: StoreClock | null;
}

/**
 * The chair a visit's client sits in, chosen from the store's chairs; saved at once. A chair
 * another visit holds at the same time is refused by the server (the error is a toast) and the
 * choice goes back.
 */
export function ChairSelect({ visit, chairs, clock }: ChairSelectProps) {
  const { t } = useTranslation();
  const [chair, setChair] = useState(visit.chair);
  const [saving, setSaving] = useState(false);
  // A live update brings the saved chair (this screen's change, or a colleague's).
  const [seen, setSeen] = useState(visit.chair);
  if (seen !== visit.chair) {
    setSeen(visit.chair);
    setChair(visit.chair);
  }

  async function choose(value: string) {
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

  return (
    <select
      className={styles.chair}
      aria-label={t('dayView.chairOf', { name: visit.client.name })}
      value={chair === null ? '' : String(chair)}
      disabled={saving}
      onChange={(event) => void choose(event.target.value)}
    >
      <option value="">{t('dayView.noChair')}</option>
      {Array.from({ length: Math.max(chairs, chair ?? 0) }, (_, i) => i + 1).map((n) => (
        <option key={n} value={n}>
          {t('dayView.chairNumber', { number: formatCount(n, clock) })}
        </option>
      ))}
    </select>
  );
}
