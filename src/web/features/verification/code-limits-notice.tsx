import { useTranslation } from '../../i18n/runtime/use-translation';
import type { CodeLimit } from '../../../shared/api/verification';
import form from '../../ui/form.module.css';

/**
 * Why a client's code was refused: which of their addresses reached a send limit, for which
 * purpose, and from when codes go out again. Staff can then verify in person instead.
 */
export function CodeLimitsNotice({ limits }: { limits: CodeLimit[] }) {
  const { t, i18n } = useTranslation();
  if (limits.length === 0) return null;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <div className={form.notice} data-outcome="code-limits">
      <p>
        <strong>{t('verify.codeLimitsTitle')}</strong>
      </p>
      <ul>
        {limits.map((limit) => (
          <li key={`${limit.channel}-${limit.purpose ?? 'all'}`}>
            {t(`verify.codeLimit_${limit.purpose ?? 'all'}`, {
              channel: t(limit.channel === 'email' ? 'verify.email' : 'verify.mobile'),
              time: time(limit.retry_at),
              sent: limit.sent,
            })}
          </li>
        ))}
      </ul>
      <p>{t('verify.codeLimitsHelp')}</p>
    </div>
  );
}
