import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { OutboxMessageDto } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { callApi } from '../../api/endpoint';
import formStyles from '../../ui/form.module.css';
import { PageHeading } from '../../ui/page-heading';
import styles from './outbox.module.css';

type State =
  { kind: 'loading' } | { kind: 'absent' } | { kind: 'ready'; messages: OutboxMessageDto[] };

/**
 * /dev/outbox: the mail and SMS a local server kept instead of sending (no SMTP or SMS
 * provider configured), so someone trying the product can read their code. Production servers
 * do not have this endpoint (404), and the page says so.
 */
export function OutboxPage() {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    const envelope = await callApi('GET /api/dev/outbox', { query: {} }, { quiet: true });
    if (envelope.code === 0) setState({ kind: 'ready', messages: envelope.data.messages });
    else if (envelope.code === ERROR_CODES.notFound) setState({ kind: 'absent' });
    else setState({ kind: 'ready', messages: [] });
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const title = t('outbox.title');
  return (
    <section data-page="dev-outbox">
      <PageHeading title={title}>{title}</PageHeading>
      {state.kind === 'absent' ? <p className={formStyles.notice}>{t('outbox.absent')}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <p>{t('outbox.lead')}</p>
          <div className={formStyles.actions}>
            <button type="button" className={formStyles.secondary} onClick={() => void load()}>
              {t('outbox.refresh')}
            </button>
          </div>
          {state.messages.length === 0 ? <p>{t('outbox.empty')}</p> : null}
          <ol className={styles.list} aria-label={t('outbox.listLabel')}>
            {state.messages.map((m) => (
              <li key={m.id} className={styles.message} data-destination={m.destination}>
                <p className={styles.meta}>
                  <span>{m.channel === 'email' ? t('outbox.email') : t('outbox.sms')}</span>
                  {' · '}
                  <span dir="ltr">{m.destination}</span>
                  {' · '}
                  <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>
                </p>
                {m.subject ? <h2 className={styles.subject}>{m.subject}</h2> : null}
                <p className={styles.body}>{m.body}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
