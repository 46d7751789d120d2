import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { StaffRole } from '../../../shared/api/auth';
import { valueSentence } from '../../ui/value-text';

export interface RoleChange {
  id: string;
  name: string;
  from: StaffRole;
  to: StaffRole;
}

type Update = (id: string, change: { role: StaffRole }) => Promise<boolean>;

/** The role field of a row, which takes focus back once its Save button has gone. */
export const roleFieldId = (staffId: string) => `staff-role-${staffId}`;

function focusRoleField(staffId: string) {
  document.getElementById(roleFieldId(staffId))?.focus();
}

/**
 * A role is a privilege, so choosing one in a row's list changes nothing yet: the row holds it
 * as pending until Save (or Enter) and a confirmation. The change last saved can be undone
 * through the same API; what happened is said in `message`, for a status region.
 */
export function useRoleChange(update: Update) {
  const { t } = useTranslation();
  const [pending, setPendingRoles] = useState<Readonly<Record<string, StaffRole>>>({});
  const [asking, setAsking] = useState<RoleChange | null>(null);
  const [undoable, setUndoable] = useState<RoleChange | null>(null);
  const [message, setMessage] = useState<ReactNode>('');

  const setPending = (id: string, role: StaffRole | null) =>
    setPendingRoles((all) => {
      const { [id]: _left, ...rest } = all;
      return role === null ? rest : { ...rest, [id]: role };
    });

  const say = (key: string, change: RoleChange) =>
    setMessage(
      valueSentence((v) => t(key, { ...v, role: t(`staff.roles.${change.to}`) }), {
        name: change.name,
      }),
    );

  const save = async (change: RoleChange) => {
    const ok = await update(change.id, { role: change.to });
    setPending(change.id, null);
    if (ok) {
      setUndoable(change);
      say('staff.roleChanged', change);
    }
    focusRoleField(change.id);
  };

  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    void save(asking);
  };

  const undo = async () => {
    if (!undoable) return;
    const back = { ...undoable, from: undoable.to, to: undoable.from };
    const ok = await update(back.id, { role: back.to });
    setUndoable(null);
    if (ok) say('staff.roleRestored', back);
    focusRoleField(back.id);
  };

  return {
    pending,
    setPending,
    asking,
    ask: setAsking,
    cancel: () => setAsking(null),
    confirm,
    undoable,
    undo: () => void undo(),
    message,
  };
}
