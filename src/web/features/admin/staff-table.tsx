import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { STAFF_ROLES, type StaffDto, type StaffRole } from '../../../shared/api/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import formStyles from '../../ui/form.module.css';
import styles from './staff.module.css';

interface StaffTableProps {
  staff: StaffDto[];
  selfId: string;
  onUpdate: (id: string, change: { role?: StaffRole; active?: boolean }) => Promise<boolean>;
}

/** Every staff account with its role (changeable in place) and a confirmed (de)activation. */
export function StaffTable({ staff, selfId, onUpdate }: StaffTableProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<StaffDto | null>(null);

  return (
    <div className={styles.scroll} role="region" aria-label={t('staff.listLabel')} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('fields.fullName')}</th>
            <th scope="col">{t('fields.email')}</th>
            <th scope="col">{t('staff.role')}</th>
            <th scope="col">{t('staff.status')}</th>
            <th scope="col">{t('staff.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {staff.map((person) => (
            <tr key={person.id} data-email={person.email}>
              <th scope="row">{person.name}</th>
              <td dir="ltr">{person.email}</td>
              <td>
                <select
                  className={formStyles.input}
                  aria-label={t('staff.roleOf', { name: person.name })}
                  value={person.role}
                  onChange={(event) =>
                    void onUpdate(person.id, { role: event.target.value as StaffRole })
                  }
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`staff.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </td>
              <td>{person.active ? t('staff.active') : t('staff.inactive')}</td>
              <td>
                <button
                  type="button"
                  className={formStyles.secondary}
                  disabled={person.id === selfId}
                  onClick={() => setPending(person)}
                >
                  {person.active ? t('staff.deactivate') : t('staff.reactivate')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.active ? t('staff.confirmDeactivateTitle') : t('staff.confirmReactivateTitle')
        }
        body={t(pending?.active ? 'staff.confirmDeactivate' : 'staff.confirmReactivate', {
          name: pending?.name ?? '',
        })}
        confirmLabel={pending?.active ? t('staff.deactivate') : t('staff.reactivate')}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending) void onUpdate(pending.id, { active: !pending.active });
          setPending(null);
        }}
      />
    </div>
  );
}
