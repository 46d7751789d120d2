import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useLocation } from 'react-router';
import type { Envelope } from '../../../shared/api/envelope';
import type {
  AppointmentDto,
  ClientInfoDto,
  ClientSearchBody,
  ClientSearchResult,
} from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';
import { currentSession, type SessionInfo } from '../../app/session';
import type { ContactKind } from '../../ui/contact-fields';
import { readHandoff, type DeskHandoff } from '../../ui/desk-handoff';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { ClientTable } from './client-table';
import { SearchForm } from './search-form';
import searchStyles from './search.module.css';

/** /search (staff): find a client by exact email or mobile and act on their appointments. */
export function SearchPage() {
  const { t } = useTranslation();
  // Back from registering a client at the desk: show that client's record straight away.
  const location = useLocation();
  const [handedOver] = useState(() => readHandoff(location.state));
  const [kind, setKind] = useState<ContactKind>(handedOver?.type ?? 'mobile');
  const [result, setResult] = useState<ClientSearchResult | null>(null);
  const [searched, setSearched] = useState<ClientSearchBody | null>(null);
  const [session, setSession] = useState<SessionInfo | null>(null);
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';

  const search = async (body: ClientSearchBody): Promise<Envelope<unknown>> => {
    const envelope = await callApi('POST /api/clients/search', { body }, { quiet: true });
    setResult(envelope.code === 0 ? envelope.data : null);
    setSearched(body);
    return envelope;
  };
  useEffect(() => {
    if (handedOver) void search(handedOver);
    // Once, for the contact this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const replace = (appointment: AppointmentDto) =>
    setResult((current) => {
      if (!current?.client) return current;
      const client: ClientInfoDto = {
        ...current.client,
        appointments: current.client.appointments.map((a) =>
          a.id === appointment.id ? appointment : a,
        ),
      };
      return { ...current, client };
    });

  // "Not found" or "not verified" was about the contact as it was; a client's table stays until
  // the next search finds someone else.
  const forgetVerdict = () => setResult((r) => (r?.status === 'found' ? r : null));
  const title = t('pages.search.title');
  return (
    <section data-page="search" className={searchStyles.page}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('pages.search.body')}</p>
      <SearchForm
        kind={kind}
        onKind={setKind}
        onSearch={search}
        initial={handedOver}
        onEdit={forgetVerdict}
      />
      <div aria-live="polite" className={searchStyles.result}>
        {result?.status === 'not_verified' ? (
          <div className={styles.alert}>
            <p>{t(result.message)}</p>
            {result.switch_to ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => {
                  setKind(result.switch_to ?? 'email');
                  setResult(null);
                }}
              >
                {t(result.switch_to === 'email' ? 'search.switchToEmail' : 'search.switchToMobile')}
              </button>
            ) : null}
          </div>
        ) : null}
        {result?.status === 'not_found' ? (
          <div className={styles.notice}>
            <p>{t('clients.noInformation')}</p>
            <Link
              to="/book-online"
              state={searched ? ({ contact: searched } satisfies DeskHandoff) : undefined}
              className={pageStyles.button}
            >
              {t('search.registerClient')}
            </Link>
          </div>
        ) : null}
        {result?.status === 'found' && result.client ? (
          <ClientTable client={result.client} onChanged={replace} />
        ) : null}
        {isAdmin && result?.status === 'found' && result.client ? (
          <p>
            <Link to={`/admin/audit?client_id=${encodeURIComponent(result.client.id)}`}>
              {t('audit.openTrail')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
