import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { StaffDto, StaffRole } from '../../../shared/api/auth';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StaffRow } from './staff-row';
import styles from './staff.module.css';
import { useRoleChange } from './use-role-change';

interface StaffTableProps {
  staff: StaffDto[];
  selfId: string;
  onUpdate: (id: string, change: { role?: StaffRole; active?: boolean }) => Promise<boolean>;
}

/** Every staff account with a confirmed, undoable role change and a confirmed (de)activation. */
export function StaffTable({ staff, selfId, onUpdate }: StaffTableProps) {
  const { t } = useTranslation();
  const [toggling, setToggling] = useState<StaffDto | null>(null);
  const roles = useRoleChange(onUpdate);
  const asking = roles.asking;
  const roleName = (role: StaffRole | undefined) => (role ? t(`staff.roles.${role}`) : '');

  return (
    <>
      {/* Present and empty before anything is saved, so the first message is announced. */}
      <p role="status" className={styles.roleStatus} data-testid="role-status">
        {roles.message}
      </p>
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
              <StaffRow
                key={person.id}
                person={person}
                isSelf={person.id === selfId}
                pendingRole={roles.pending[person.id]}
                undoable={roles.undoable?.id === person.id}
                onPending={(role) => roles.setPending(person.id, role)}
                onSave={(role) =>
                  roles.ask({ id: person.id, name: person.name, from: person.role, to: role })
                }
                onUndo={roles.undo}
                onToggleActive={() => setToggling(person)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('staff.confirmRoleTitle', { name: asking?.name ?? '' })}
        body={t('staff.confirmRole', {
          name: asking?.name ?? '',
          from: roleName(asking?.from),
          to: roleName(asking?.to),
        })}
        confirmLabel={t('staff.changeRole')}
        onCancel={roles.cancel}
        onConfirm={roles.confirm}
      />
      <ConfirmDialog
        open={toggling !== null}
        title={
          toggling?.active ? t('staff.confirmDeactivateTitle') : t('staff.confirmReactivateTitle')
        }
        body={t(toggling?.active ? 'staff.confirmDeactivate' : 'staff.confirmReactivate', {
          name: toggling?.name ?? '',
        })}
        confirmLabel={toggling?.active ? t('staff.deactivate') : t('staff.reactivate')}
        onCancel={() => setToggling(null)}
        onConfirm={() => {
          if (toggling) void onUpdate(toggling.id, { active: !toggling.active });
          setToggling(null);
        }}
      />
    </>
  );
}
