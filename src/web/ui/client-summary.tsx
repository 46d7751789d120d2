import { useTranslation } from '../i18n/runtime/use-translation';
import type { UserInfo } from '../../shared/api/verification';
import styles from './client-summary.module.css';
import { ValueText } from './value-text';

interface ClientSummaryProps {
  user: UserInfo;
  verified: boolean;
  /** Extra rows (e.g. the appointment) after the contact details. */
  extra?: { label: string; value: string }[];
}

/** The client's details from a verification answer (masked for a link holder) and status. */
export function ClientSummary({ user, verified, extra = [] }: ClientSummaryProps) {
  const { t } = useTranslation();
  const rows = [
    { label: t('verify.name'), value: `${user.first_name} ${user.last_name}`.trim() },
    { label: t('verify.email'), value: user.email ?? t('verify.none') },
    { label: t('verify.mobile'), value: user.mobile ?? t('verify.none') },
    ...extra,
  ];
  return (
    <div className={styles.summary}>
      <p className={verified ? styles.verified : styles.notVerified} data-status={verified}>
        {verified ? t('verify.statusVerified') : t('verify.statusNotVerified')}
      </p>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <ValueText>{row.value}</ValueText>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
