import type { AuditEntryDto } from '../../../shared/api/audit';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { formatDateTime } from '../../ui/format-date';
import { ValueText } from '../../ui/value-text';
import styles from './staff.module.css';

/** Who did it: a staff member or client by name and role, otherwise the kind of actor. */
function Who({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  if (entry.actor_name) {
    const role = entry.actor_role ? t(`audit.roles.${entry.actor_role}`) : '';
    return (
      <>
        <ValueText>{entry.actor_name}</ValueText>
        {role ? ` (${role})` : ''}
      </>
    );
  }
  return <>{t(`audit.actors.${entry.actor_type}`)}</>;
}

/** Audit events: when, who, what (action and what it was about), outcome, from which address. */
export function AuditTable({ entries }: { entries: AuditEntryDto[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.scroll} role="region" aria-label={t('audit.caption')} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.what')}</th>
            <th scope="col">{t('audit.outcome')}</th>
            <th scope="col">{t('audit.address')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-audit-event={entry.id} data-actor={entry.actor_id ?? ''}>
              <td>{formatDateTime(entry.at)}</td>
              <td>
                <Who entry={entry} />
              </td>
              <td>
                <ValueText>{entry.action}</ValueText>
                <br />
                <small>
                  <ValueText>{`${entry.entity}${entry.entity_id ? ` ${entry.entity_id}` : ''}`}</ValueText>
                </small>
              </td>
              <td>{t(`audit.outcomes.${entry.outcome}`)}</td>
              <td>
                <ValueText>{entry.ip ?? '—'}</ValueText>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
