import { useId } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { AppointmentDto, ClientInfoDto } from '../../../shared/api/clients';
import { findService } from '../../../shared/booking-services';
import type { Language } from '../../../shared/languages';
import { formatDate, formatDateTime } from '../../ui/format-date';
import { ValueText, valueSentence } from '../../ui/value-text';
import { storePlace } from '../../ui/store-places';
import { AppointmentActions } from './appointment-actions';
import styles from './search.module.css';

interface ClientTableProps {
  client: ClientInfoDto;
  onChanged: (appointment: AppointmentDto) => void;
  /** A language the desk chose on purpose for its messages; none: the client's own. */
  messageLanguage: Language | undefined;
}

/**
 * The client info table (spec §2): one row per appointment, newest first. Below 768 px each
 * row is stacked and every cell names its column; above, a window too narrow for all columns
 * scrolls the table in its own region, which keyboard users can focus and scroll.
 */
export function ClientTable({ client, onChanged, messageLanguage }: ClientTableProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const columns = [
    t('clientInfo.name'),
    t('clientInfo.age'),
    t('clientInfo.gender'),
    t('clientInfo.dateOfBirth'),
    t('clientInfo.appointmentNumber'),
    t('clientInfo.state'),
    t('clientInfo.bookingTime'),
    t('clientInfo.bookedBy'),
    t('clientInfo.createdTime'),
    t('clientInfo.modifiedTime'),
    t('clientInfo.operation'),
  ];
  const clientCells = [
    <ValueText key="name">{client.name}</ValueText>,
    client.age === null ? '—' : String(client.age),
    client.gender ? t(`gender.${client.gender}`) : '—',
    <ValueText key="dob">{formatDate(client.date_of_birth)}</ValueText>,
  ];
  const serviceName = (id: string) => {
    const service = findService(id);
    return service ? t(service.name_key) : id;
  };
  const bookedBy = (a: AppointmentDto) =>
    a.booked_via === 'online' ? (
      t('clientInfo.bookedOnline')
    ) : a.booked_by_name !== null ? (
      <ValueText>{a.booked_by_name}</ValueText>
    ) : (
      t('clientInfo.bookedByStaff')
    );
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {valueSentence((v) => t('clientInfo.caption', v), { name: client.name })}
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
          {client.appointments.length === 0 ? (
            <tr>
              {clientCells.map((cell, i) => (
                <td key={i} data-label={columns[i]}>
                  {cell}
                </td>
              ))}
              <td colSpan={7} data-label={columns[4]}>
                {t('clientInfo.noAppointments')}
              </td>
            </tr>
          ) : null}
          {client.appointments.map((a) => (
            <tr key={a.id}>
              <th scope="row" data-label={columns[0]}>
                {clientCells[0]}
              </th>
              {clientCells.slice(1).map((cell, i) => (
                <td key={i} data-label={columns[i + 1]}>
                  {cell}
                </td>
              ))}
              <td data-label={columns[4]}>
                <ValueText>{a.number}</ValueText>
              </td>
              <td data-label={columns[5]}>
                <span className={styles.state} data-state={a.state}>
                  {t(`appointmentState.${a.state}`)}
                </span>
              </td>
              <td data-label={columns[6]}>
                {formatDateTime(a.starts_at, storePlace(a.store_code), 'short')}
                <span className={styles.service}>{serviceName(a.service)}</span>
              </td>
              <td data-label={columns[7]}>{bookedBy(a)}</td>
              <td data-label={columns[8]}>
                {formatDateTime(a.created_at, storePlace(a.store_code), 'short')}
              </td>
              <td data-label={columns[9]}>
                {formatDateTime(a.updated_at, storePlace(a.store_code), 'short')}
              </td>
              <td data-label={columns[10]}>
                <AppointmentActions
                  client={client}
                  appointment={a}
                  onChanged={onChanged}
                  messageLanguage={messageLanguage}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
