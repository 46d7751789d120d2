import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { StaffDto } from '../../../shared/api/auth';
import formStyles from '../../ui/form.module.css';
import { showToast } from '../../ui/toast-store';
import styles from './staff.module.css';
import { StoreChecklist } from './store-checklist';
import { useStaffStores } from './use-staff-stores';

/**
 * Where each member of staff works: the clinics whose visits their day view shows and whose
 * live updates they hear. An admin picks a member, ticks clinics and saves.
 */
export function StaffStoresSection({ staff }: { staff: StaffDto[] }) {
  const { t } = useTranslation();
  const members = staff.filter((s) => s.active);
  const [staffId, setStaffId] = useState(members[0]?.id ?? '');
  const { stores, chosen, setChosen, save } = useStaffStores(staffId);
  const [error, setError] = useState('');
  const member = members.find((s) => s.id === staffId);

  function toggle(code: string, on: boolean) {
    setError('');
    setChosen((list) => {
      const rest = (list ?? []).filter((c) => c !== code);
      return on ? [...rest, code] : rest;
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!member || !chosen) return;
    const result = await save(chosen);
    if (result.ok) {
      setError('');
      showToast('success', t('staff.storesSaved', { name: member.name }));
      return;
    }
    // A field error names a clinic by its position in the list sent.
    const field = result.fields[0];
    setError(field ? t(field.message) : result.message);
  }

  if (members.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="staff-stores-title">
      <h2 id="staff-stores-title" className={styles.sectionTitle}>
        {t('staff.storesTitle')}
      </h2>
      <p className={formStyles.hint}>{t('staff.storesIntro')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={styles.storesMember}>
          <label htmlFor="staff-stores-member">{t('staff.storesMember')}</label>
          <select
            id="staff-stores-member"
            className={formStyles.input}
            value={staffId}
            onChange={(event) => {
              setError('');
              setStaffId(event.target.value);
            }}
          >
            {members.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        {member && stores && chosen ? (
          <fieldset
            className={styles.stores}
            aria-describedby={error ? 'staff-stores-error' : undefined}
          >
            <legend>{t('staff.storesOf', { name: member.name })}</legend>
            {chosen.length === 0 ? (
              <p className={formStyles.hint}>{t('staff.storesNone')}</p>
            ) : null}
            <StoreChecklist stores={stores} chosen={chosen} onToggle={toggle} />
          </fieldset>
        ) : null}
        {error ? (
          <p id="staff-stores-error" role="alert" className={formStyles.alert}>
            {error}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={!chosen}>
            {t('staff.storesSave')}
          </button>
        </div>
      </form>
    </section>
  );
}
