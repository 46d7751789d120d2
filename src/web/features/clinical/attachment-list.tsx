import { useTranslation } from '../../i18n/runtime/use-translation';
import type { AttachmentDto } from '../../../shared/api/attachments';
import { API_BASES } from '../../api/client';
import formStyles from '../../ui/form.module.css';
import { formatDateTime } from '../../ui/format-date';
import css from './attachments.module.css';
import styles from './clinical.module.css';
import { attachmentUrl, type AttachmentsState } from './use-attachments';
import { valueSentence } from '../../ui/value-text';

/** Sizes as people read them: KB below a megabyte, else MB with one decimal. */
function sizeOf(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The attachments of a visit, newest first: a preview (or a PDF label) opening the file. */
export function AttachmentList({
  appointmentId,
  state,
  retry,
}: {
  appointmentId: string;
  state: AttachmentsState;
  retry: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'loading')
    return (
      <p className={styles.status} data-testid="attachments-loading">
        {t('attachments.loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <div className={formStyles.actions}>
        <p className={formStyles.alert} role="alert">
          {t('attachments.loadFailed')} {state.message}
        </p>
        <button type="button" className={formStyles.secondary} onClick={retry}>
          {t('attachments.retry')}
        </button>
      </div>
    );
  if (state.attachments.length === 0)
    return (
      <p className={styles.status} data-testid="attachments-empty">
        {t('attachments.empty')}
      </p>
    );
  return (
    <ul className={css.list} data-testid="attachment-list">
      {state.attachments.map((item) => (
        <AttachmentItem key={item.id} item={item} appointmentId={appointmentId} />
      ))}
    </ul>
  );
}

function AttachmentItem({ item, appointmentId }: { item: AttachmentDto; appointmentId: string }) {
  const { t } = useTranslation();
  const base = API_BASES.nurse;
  const kind = t(`attachments.kind.${item.kind}`);
  const date = formatDateTime(item.created_at);
  const name = t('attachments.itemName', { kind, date });
  return (
    <li className={css.item} data-testid="attachment">
      <a
        className={css.preview}
        href={attachmentUrl(base, appointmentId, item.id, 'file')}
        target="_blank"
        rel="noopener"
        aria-label={item.has_thumbnail ? undefined : t('attachments.openFile', { name })}
      >
        {item.has_thumbnail ? (
          <img
            src={attachmentUrl(base, appointmentId, item.id, 'thumbnail')}
            alt={name}
            loading="lazy"
            data-testid="attachment-thumbnail"
          />
        ) : (
          <span className={css.pdf} aria-hidden="true">
            {item.content_type === 'application/pdf' ? t('attachments.pdf') : t('attachments.file')}
          </span>
        )}
      </a>
      <span>{kind}</span>
      <span className={css.meta}>
        {date} · {sizeOf(item.size)}
        {item.uploaded_by ? (
          <>
            <br />
            {valueSentence((v) => t('attachments.addedBy', v), { name: item.uploaded_by })}
          </>
        ) : null}
      </span>
    </li>
  );
}
