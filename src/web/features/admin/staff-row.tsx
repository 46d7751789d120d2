import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { STAFF_ROLES, type StaffDto, type StaffRole } from '../../../shared/api/auth';
import { selectKeyIntent } from '../../ui/select-intent';
import formStyles from '../../ui/form.module.css';
import { roleFieldId } from './use-role-change';
import styles from './staff.module.css';

interface StaffRowProps {
  person: StaffDto;
  isSelf: boolean;
  /** The role chosen in the list and not saved yet. */
  pendingRole: StaffRole | undefined;
  /** This row's role change is the one that can be undone. */
  undoable: boolean;
  onPending: (role: StaffRole | null) => void;
  onSave: (role: StaffRole) => void;
  onUndo: () => void;
  onToggleActive: () => void;
}

/** One account: its role (pending until saved), status and (de)activation. */
export function StaffRow(props: StaffRowProps) {
  const { person, pendingRole } = props;
  const { t } = useTranslation();
  // Every row has the same buttons: each is named with the person it acts on.
  const named = (action: string) => t('a11y.rowAction', { action, subject: person.name });

  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (!pendingRole) return;
    const intent = selectKeyIntent(event);
    if (intent === 'commit') {
      event.preventDefault();
      props.onSave(pendingRole);
    } else if (intent === 'revert') {
      event.preventDefault();
      props.onPending(null);
    }
  };
  const activeAction = person.active ? t('staff.deactivate') : t('staff.reactivate');

  return (
    <tr data-email={person.email}>
      <th scope="row">{person.name}</th>
      <td dir="ltr">{person.email}</td>
      <td>
        <div className={styles.roleCell}>
          <select
            id={roleFieldId(person.id)}
            className={formStyles.input}
            aria-label={t('staff.roleOf', { name: person.name })}
            value={pendingRole ?? person.role}
            onKeyDown={onKeyDown}
            onChange={(event) => {
              const role = event.target.value as StaffRole;
              props.onPending(role === person.role ? null : role);
            }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </select>
          {pendingRole ? (
            <button
              type="button"
              className={formStyles.primary}
              aria-label={named(t('staff.saveRole'))}
              onClick={() => props.onSave(pendingRole)}
            >
              {t('staff.saveRole')}
            </button>
          ) : null}
          {props.undoable && !pendingRole ? (
            <button
              type="button"
              className={formStyles.secondary}
              aria-label={named(t('staff.undoRole'))}
              onClick={props.onUndo}
            >
              {t('staff.undoRole')}
            </button>
          ) : null}
        </div>
      </td>
      <td>{person.active ? t('staff.active') : t('staff.inactive')}</td>
      <td>
        <button
          type="button"
          className={formStyles.secondary}
          aria-label={named(activeAction)}
          disabled={props.isSelf}
          onClick={props.onToggleActive}
        >
          {activeAction}
        </button>
      </td>
    </tr>
  );
}
