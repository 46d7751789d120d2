import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { currentSession, type SessionInfo } from '../../app/session';
import styles from '../../ui/form.module.css';
import { PageHeading } from '../../ui/page-heading';
import { CreateStaffForm } from './create-staff-form';
import { StaffStoresSection } from './staff-stores-section';
import { StaffTable } from './staff-table';
import { useStaff } from './use-staff';

/**
 * /admin/staff: admins list, create, re-role and (de)activate staff accounts. Others see
 * "not allowed"; the server checks the role on every call anyway.
 */
export function StaffPage() {
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionInfo | null>(null);
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  const { staff, update, added } = useStaff(isAdmin);
  const title = t('staff.title');

  return (
    <section data-page="admin-staff">
      <PageHeading title={title}>{title}</PageHeading>
      {session && !isAdmin ? <p className={styles.alert}>{t('staff.notAllowed')}</p> : null}
      {isAdmin && staff ? (
        <>
          <StaffTable staff={staff} selfId={session.user?.id ?? ''} onUpdate={update} />
          <StaffStoresSection staff={staff} />
          <CreateStaffForm onCreated={added} />
        </>
      ) : null}
    </section>
  );
}
