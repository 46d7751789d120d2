import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_KINDS,
  type AttachmentKind,
} from '../../../shared/api/attachments';
import formStyles from '../../ui/form.module.css';
import { AttachmentList } from './attachment-list';
import css from './attachments.module.css';
import styles from './clinical.module.css';
import { uploadAttachment } from './upload-attachment';
import { useAttachments } from './use-attachments';

type Result = { ok: boolean; reason?: string } | null;

/**
 * Photos and scans of paper that belong to the visit (an ID document, a paper consent, a lab
 * result): taken with the tablet's camera or chosen as a file, uploaded with a progress bar,
 * then listed with previews. The outcome is announced politely, as the spec words it.
 */
export function AttachmentsPanel({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { state, reload, retry } = useAttachments(appointmentId);
  const [kind, setKind] = useState<AttachmentKind>('id_document');
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result>(null);
  const busy = useRef(false);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || busy.current) return;
    busy.current = true;
    setResult(null);
    setProgress(0);
    const outcome = await uploadAttachment(appointmentId, kind, file, setProgress);
    // The same file may be chosen again after a failure.
    input.value = '';
    busy.current = false;
    setProgress(null);
    setResult(outcome);
    if (outcome.ok) await reload();
  };

  return (
    <section
      className={`${styles.panel} ${styles.noPrint}`}
      aria-labelledby={`${id}-title`}
      data-testid="attachments-panel"
    >
      <h2 id={`${id}-title`} className={styles.panelTitle}>
        {t('attachments.title')}
      </h2>
      <p className={formStyles.hint}>{t('attachments.hint')}</p>
      <div className={css.controls}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('attachments.kindLabel')}</span>
          <select
            className={formStyles.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as AttachmentKind)}
            data-testid="attachment-kind"
          >
            {ATTACHMENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`attachments.kind.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('attachments.takePhoto')}</span>
          <input
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            disabled={progress !== null}
            onChange={(event) => void send(event)}
            data-testid="attachment-camera"
          />
        </label>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('attachments.chooseFile')}</span>
          <input
            type="file"
            accept={ATTACHMENT_ACCEPT}
            disabled={progress !== null}
            onChange={(event) => void send(event)}
            data-testid="attachment-file"
          />
        </label>
      </div>
      {progress !== null ? (
        <progress
          className={css.progress}
          max={100}
          value={Math.round(progress * 100)}
          aria-label={t('attachments.uploading')}
          data-testid="attachment-progress"
        />
      ) : null}
      <p role="status" aria-live="polite" className={styles.status} data-testid="attachment-result">
        {result
          ? `${result.ok ? t('attachments.imageUploaded') : t('attachments.imageUploadFailed')}${
              result.reason ? ` ${result.reason}` : ''
            }`
          : ''}
      </p>
      <AttachmentList appointmentId={appointmentId} state={state} retry={retry} />
    </section>
  );
}
