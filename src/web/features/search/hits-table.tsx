import { useId } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { ClientSearchHit } from '../../../shared/api/clients';
import { formatCount, formatDate, formatDateTime, formatTime } from '../../ui/format-date';
import { ConsentStatus } from '../../ui/consent-status';
import { storePlace } from '../../ui/store-places';
import { ValueText } from '../../ui/value-text';
import hitStyles from './hits.module.css';
import styles from './search.module.css';

interface HitsTableProps {
  hits: ClientSearchHit[];
  more: boolean;
  /** The hit whose appointments are open below, if any. */
  openId: string | null;
  onOpen: (hit: ClientSearchHit) => void;
}

/**
 * The clients a name, appointment number or date of birth matched, most relevant first: enough
 * to tell namesakes apart (date of birth, masked contact, last visit, clinic, today's visit),
 * and whether consent, privacy and today's identity check let the visit go ahead;
 * the name opens the client's appointments. Stacked below 768 px like the client info table.
 */
export function HitsTable({ hits, more, openId, onOpen }: HitsTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const columns = [
    t('clientInfo.name'),
    t('clientInfo.dateOfBirth'),
    t('search.hits.email'),
    t('search.hits.mobile'),
    t('search.hits.today'),
    t('search.hits.lastVisit'),
    t('search.hits.store'),
    t('review.consentTitle'),
  ];
  const dash = '—';
  return (
    <>
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} data-testid="search-hits">
          <caption id={captionId} className={styles.caption}>
            {t('search.hits.caption', { total: formatCount(hits.length) })}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hits.map((hit) => {
              const store = storePlace(hit.store_code);
              return (
                <tr
                  key={hit.id}
                  aria-current={hit.id === openId ? 'true' : undefined}
                  className={hit.id === openId ? hitStyles.current : undefined}
                >
                  <th scope="row" data-label={columns[0]}>
                    <button type="button" className={hitStyles.name} onClick={() => onOpen(hit)}>
                      <ValueText>{hit.name}</ValueText>
                    </button>
                  </th>
                  <td data-label={columns[1]}>
                    <ValueText>{formatDate(hit.date_of_birth)}</ValueText>
                  </td>
                  <td data-label={columns[2]}>
                    <ValueText>{hit.email_masked ?? dash}</ValueText>
                  </td>
                  <td data-label={columns[3]}>
                    <ValueText>{hit.mobile_masked ?? dash}</ValueText>
                  </td>
                  <td data-label={columns[4]}>
                    {hit.today ? (
                      <>
                        {formatTime(hit.today.starts_at, storePlace(hit.today.store_code))}{' '}
                        <ValueText>{hit.today.number}</ValueText>
                      </>
                    ) : (
                      dash
                    )}
                  </td>
                  <td data-label={columns[5]}>
                    {hit.last_visit_at ? formatDateTime(hit.last_visit_at, store, 'short') : dash}
                  </td>
                  <td data-label={columns[6]}>
                    {store ? <ValueText>{store.name}</ValueText> : (hit.store_code ?? dash)}
                  </td>
                  <td data-label={columns[7]}>
                    <ConsentStatus
                      consent={hit.consent}
                      verifiedAt={hit.identity_verified_at}
                      testId="hit"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {more ? <p className={hitStyles.more}>{t('search.hits.more')}</p> : null}
    </>
  );
}
