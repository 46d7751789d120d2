import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Envelope } from '../../../shared/api/envelope';
import type {
  AppointmentDto,
  ClientInfoDto,
  ClientSearchBody,
  ClientSearchResult,
} from '../../../shared/api/clients';
import { apiRequest } from '../../api/client';
import type { ContactKind } from '../../ui/contact-fields';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { ClientTable } from './client-table';
import { SearchForm } from './search-form';
import searchStyles from './search.module.css';

/** /search (staff): find a client by exact email or mobile and act on their appointments. */
export function SearchPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ContactKind>('mobile');
  const [result, setResult] = useState<ClientSearchResult | null>(null);

  const search = async (body: ClientSearchBody): Promise<Envelope<unknown>> => {
    const envelope = await apiRequest<ClientSearchResult>('/api/clients/search', {
      method: 'POST',
      body,
    });
    setResult(envelope.code === 0 ? envelope.data : null);
    return envelope;
  };
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

  const title = t('pages.search.title');
  return (
    <section data-page="search" className={searchStyles.page}>
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('pages.search.body')}</p>
      <SearchForm kind={kind} onKind={setKind} onSearch={search} />
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
            <Link to="/login?mode=register" className={pageStyles.button}>
              {t('search.registerClient')}
            </Link>
          </div>
        ) : null}
        {result?.status === 'found' && result.client ? (
          <ClientTable client={result.client} onChanged={replace} />
        ) : null}
      </div>
    </section>
  );
}
