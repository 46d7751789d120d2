import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { LEGAL_BRANDS } from '../../../shared/legal-documents';
import { currentSession, type SessionInfo } from '../../app/session';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { LegalVersionsTable } from './legal-versions-table';
import { PublishLegalForm } from './publish-legal-form';
import { useLegalVersions } from './use-legal-documents';

/**
 * /admin/documents: each brand's terms of service and privacy policy, every version with its
 * title in each language, and the form that publishes the next version. Admins only; the
 * server checks the role on every call anyway.
 */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionInfo | null>(null);
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  const { versions, failed, reload } = useLegalVersions(isAdmin);
  const title = t('legalAdmin.title');

  return (
    <section data-page="admin-documents">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('legalAdmin.intro')}</p>
      {session && !isAdmin ? (
        <p className={formStyles.alert}>{t('legalAdmin.notAllowed')}</p>
      ) : null}
      {isAdmin && failed ? (
        <div className={formStyles.alert} role="alert">
          <p>{t('legalAdmin.loadFailed')}</p>
          <button type="button" className={formStyles.secondary} onClick={() => void reload()}>
            {t('chunk.retry')}
          </button>
        </div>
      ) : null}
      {isAdmin && versions ? (
        <>
          {LEGAL_BRANDS.map((brand) => (
            <LegalVersionsTable
              key={brand}
              brand={brand}
              versions={versions.filter((v) => v.brand === brand)}
            />
          ))}
          <PublishLegalForm versions={versions} onPublished={reload} />
        </>
      ) : null}
    </section>
  );
}
