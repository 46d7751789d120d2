import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useLocation } from '../../app/navigation';
import type { Envelope } from '../../../shared/api/envelope';
import type {
  AppointmentDto,
  ClientInfoDto,
  ClientSearchBody,
  ClientSearchHit,
  ClientSearchResult,
  ClientSearchType,
} from '../../../shared/api/clients';
import { callApi } from '../../api/endpoint';
import { currentSession, type SessionInfo } from '../../app/session';
import { readHandoff, type DeskHandoff } from '../../ui/desk-handoff';
import { formatCount, formatDate } from '../../ui/format-date';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { ClientRecord } from './client-record';
import { HitsTable } from './hits-table';
import { SearchForm } from './search-form';
import { searchedTerm, searchSummary } from './search-summary';
import searchStyles from './search.module.css';

/**
 * /search (staff): find a client by name, appointment number, date of birth, email or mobile,
 * and act on their appointments. A list search shows the matching clients first; choosing one
 * opens their appointments below it.
 */
export function SearchPage() {
  const { t } = useTranslation();
  // Back from registering a client at the desk: show that client's record straight away.
  const location = useLocation();
  const [handedOver] = useState(() => readHandoff(location.state));
  const [kind, setKind] = useState<ClientSearchType>(handedOver?.type ?? 'name');
  const [result, setResult] = useState<ClientSearchResult | null>(null);
  const [searched, setSearched] = useState<ClientSearchBody | null>(null);
  const [session, setSession] = useState<SessionInfo | null>(null);
  useEffect(() => {
    void currentSession().then(setSession);
  }, []);
  const isAdmin = session?.user?.kind === 'staff' && session.user.role === 'admin';
  // The client shown in full: an exact contact's, or the hit the desk opened.
  const [client, setClient] = useState<ClientInfoDto | null>(null);

  const search = async (body: ClientSearchBody): Promise<Envelope<unknown>> => {
    const envelope = await callApi('POST /api/clients/search', { body }, { quiet: true });
    setResult(envelope.code === 0 ? envelope.data : null);
    setClient(envelope.code === 0 ? envelope.data.client : null);
    setSearched(body);
    return envelope;
  };
  const open = async (hit: ClientSearchHit) => {
    const envelope = await callApi('GET /api/clients/:id', { params: { id: hit.id } });
    if (envelope.code === 0) setClient(envelope.data);
  };
  useEffect(() => {
    if (handedOver) void search(handedOver);
    // Once, for the contact this page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const replace = (appointment: AppointmentDto) =>
    setClient((current) =>
      current
        ? {
            ...current,
            appointments: current.appointments.map((a) =>
              a.id === appointment.id ? appointment : a,
            ),
          }
        : current,
    );

  // "Not found" or "not verified" was about the term as it was; a list or a client's table
  // stays until the next search.
  const forgetVerdict = () => setResult((r) => (r?.status === 'found' ? r : null));
  const contact = searched?.type === 'email' || searched?.type === 'mobile' ? searched : null;
  const title = t('pages.search.title');
  const summary = searchSummary(
    result,
    searched ? searchedTerm(searched, (iso) => formatDate(iso)) : '',
    (n) => formatCount(n),
  );
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
      {/* Present and empty before the first search, so each summary is announced; the tables
          below stay out of it, to be read as tables. */}
      <p role="status" className={styles.visuallyHidden} data-testid="search-summary">
        {summary ? t(summary.key, summary.values) : ''}
      </p>
      <div className={searchStyles.result}>
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
              state={contact ? ({ contact } satisfies DeskHandoff) : undefined}
              className={pageStyles.button}
            >
              {t('search.registerClient')}
            </Link>
          </div>
        ) : null}
        {/* An exact email or mobile names one client: their table alone, without a list. */}
        {result?.status === 'found' && result.hits.length > 0 && !(contact && result.client) ? (
          <HitsTable
            hits={result.hits}
            more={result.more}
            openId={client?.id ?? null}
            onOpen={(hit) => void open(hit)}
          />
        ) : null}
        {client ? <ClientRecord key={client.id} client={client} onChanged={replace} /> : null}
        {isAdmin && client ? (
          <p>
            <Link to={`/admin/audit?client_id=${encodeURIComponent(client.id)}`}>
              {t('audit.openTrail')}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
