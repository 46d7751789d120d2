import { useState, type FormEvent } from 'react';
import type { StaffDto } from '../../../shared/api/auth';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import type { AuditFilters } from './use-audit-events';
import styles from './audit.module.css';

/**
 * The audit view's filters: staff member (a list of every account), action or group of actions,
 * and a date range. The client filter comes from the client's record and shows above.
 */
export function AuditFiltersForm({
  filters,
  staff,
  onApply,
}: {
  filters: AuditFilters;
  staff: StaffDto[];
  onApply: (next: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(filters);
  const field = (name: keyof AuditFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, action: draft.action.trim() });
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('audit.filters')}>
      <label className={formStyles.field}>
        <span>{t('audit.staffMember')}</span>
        <select name="staff_id" {...field('staff_id')}>
          <option value="">{t('audit.anyone')}</option>
          {staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({t(`audit.roles.${s.role}`)})
            </option>
          ))}
        </select>
      </label>
      <label className={formStyles.field}>
        <span>{t('audit.action')}</span>
        <input name="action" {...field('action')} placeholder="visits.record.read" />
        <small className={formStyles.hint}>{t('audit.actionHint')}</small>
      </label>
      <label className={formStyles.field}>
        <span>{t('audit.from')}</span>
        <input name="from" type="date" {...field('from')} />
      </label>
      <label className={formStyles.field}>
        <span>{t('audit.to')}</span>
        <input name="to" type="date" {...field('to')} />
      </label>
      <div className={styles.filterActions}>
        <button type="submit" className={formStyles.primary}>
          {t('audit.apply')}
        </button>
      </div>
    </form>
  );
}
