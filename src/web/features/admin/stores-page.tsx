import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useSessionInfo } from '../../app/use-session-info';
import formStyles from '../../ui/form.module.css';
import { PageHeading } from '../../ui/page-heading';
import { StoreForm } from './store-form';
import styles from './staff.module.css';
import { useStoresAdmin } from './use-stores-admin';

/**
 * /admin/stores: admins run each store's operating details (name, address, phone, place,
 * hours, chairs, services, online booking). Others see "not allowed"; the server checks the
 * role on every call anyway. The catalogue (codes, form variants) is not edited here.
 */
export function StoresPage() {
  const { t } = useTranslation();
  const session = useSessionInfo();
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  const { stores, save } = useStoresAdmin(isAdmin);
  const [editing, setEditing] = useState('');
  const formRef = useRef<HTMLDivElement>(null);
  const store = stores?.find((s) => s.code === editing);
  const title = t('stores.title');

  const edit = (code: string) => {
    setEditing(code);
    // The form opens under the list: take the person there.
    requestAnimationFrame(() => formRef.current?.querySelector('h2')?.focus());
  };

  return (
    <section data-page="admin-stores">
      <PageHeading title={title}>{title}</PageHeading>
      {session && !isAdmin ? <p className={formStyles.alert}>{t('stores.notAllowed')}</p> : null}
      {isAdmin && stores ? (
        <>
          <p className={formStyles.hint}>{t('stores.intro')}</p>
          <div
            className={styles.scroll}
            role="region"
            aria-label={t('stores.listLabel')}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('stores.name')}</th>
                  <th scope="col">{t('stores.code')}</th>
                  <th scope="col">{t('stores.chairs')}</th>
                  <th scope="col">{t('stores.onlineBooking')}</th>
                  <th scope="col">{t('staff.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {stores.map((s) => (
                  <tr key={s.code} data-store={s.code}>
                    <th scope="row">{s.name}</th>
                    <td dir="ltr">{s.code}</td>
                    <td>{s.chairs}</td>
                    <td>{s.online_booking ? t('stores.on') : t('stores.off')}</td>
                    <td>
                      <button
                        type="button"
                        className={formStyles.secondary}
                        aria-label={t('stores.editOf', { name: s.name })}
                        onClick={() => edit(s.code)}
                      >
                        {t('stores.edit')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div ref={formRef}>
            {store ? <StoreForm key={store.code} store={store} onSave={save} /> : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
