import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from '../../app/navigation';
import { API_BASES } from '../../api/client';
import { currentSession, type SessionInfo } from '../../app/session';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { valueSentence } from '../../ui/value-text';
import { AuditFiltersForm } from './audit-filters-form';
import { AuditTable } from './audit-table';
import styles from './audit.module.css';
import { FILTER_NAMES, setFilters, useAuditEvents, type AuditFilters } from './use-audit-events';
import { useStaff } from './use-staff';

const apiUrl = (path: string, filters: Partial<AuditFilters> = {}) => {
  const query = new URLSearchParams(filters).toString();
  return `${API_BASES.crm}${path}${query ? `?${query}` : ''}`;
};

/**
 * /admin/audit: the audit log, newest first, filtered by client (opened from the client's
 * record), staff member, action and dates; the filters live in the URL so a filtered view can
 * be linked. The filtered list downloads as CSV; with a client, their "who accessed my data"
 * report (GDPR art. 15) downloads as a PDF in their language. Admins only, on the server too.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  const filters = useMemo(
    () =>
      Object.fromEntries(
        FILTER_NAMES.map((n) => [n, params.get(n) ?? '']),
      ) as unknown as AuditFilters,
    [params],
  );
  const messageOf = useCallback((key: string) => t(key), [t]);
  const events = useAuditEvents(isAdmin, filters, messageOf);
  const { staff } = useStaff(isAdmin);
  const title = t('audit.title');
  const apply = (next: AuditFilters) => setParams(setFilters(next) as Record<string, string>);

  return (
    <section data-page="admin-audit">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('audit.intro')}</p>
      {session && !isAdmin ? <p className={formStyles.alert}>{t('audit.notAllowed')}</p> : null}
      {isAdmin ? (
        <>
          {filters.client_id ? (
            <p className={styles.client}>
              {valueSentence((v) => t('audit.forClient', v), {
                name: events.clientName ?? filters.client_id,
              })}{' '}
              <button
                type="button"
                className={formStyles.secondary}
                onClick={() => apply({ ...filters, client_id: '' })}
              >
                {t('audit.allClients')}
              </button>
            </p>
          ) : null}
          <AuditFiltersForm
            key={params.toString()}
            filters={filters}
            staff={staff ?? []}
            onApply={apply}
          />
          <div className={styles.downloads}>
            <a
              className={pageStyles.button}
              href={apiUrl('/api/admin/audit.csv', setFilters(filters))}
              download
            >
              {t('audit.downloadCsv')}
            </a>
            {filters.client_id ? (
              <a
                className={pageStyles.button}
                href={apiUrl(
                  `/api/admin/clients/${encodeURIComponent(filters.client_id)}/access-report.pdf`,
                )}
                download
              >
                {t('audit.downloadReport')}
              </a>
            ) : null}
          </div>
          {events.error ? (
            <p className={formStyles.alert} role="alert">
              {events.error}
            </p>
          ) : null}
          {events.entries === null ? <p role="status">{t('loading.label')}</p> : null}
          {events.entries?.length === 0 && !events.error ? <p>{t('audit.empty')}</p> : null}
          {events.entries && events.entries.length > 0 ? (
            <AuditTable entries={events.entries} />
          ) : null}
          {events.more ? (
            <button
              type="button"
              className={formStyles.secondary}
              onClick={() => void events.loadMore()}
            >
              {t('audit.more')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
