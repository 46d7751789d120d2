import type { RecordCopy } from '../../../shared/api/documents';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { API_BASES } from '../../api/client';
import styles from './clinical.module.css';

/** A language's name in the page's language ("arabe" on a French page). */
function languageName(code: string, pageLanguage: string): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The visit's signed record as the stored PDFs (decisions 014 and 031): the clinic's copy, the
 * full record in the store's language; and the client's copy, what the client signed in their
 * language, to hand or send to them. Plain links: the browser downloads each file with the
 * staff session's cookie.
 */
export function RecordDownload({
  appointmentId,
  signedLanguage,
}: {
  appointmentId: string;
  signedLanguage: string;
}) {
  const { t, i18n } = useTranslation();
  const href = (copy: RecordCopy) =>
    `${API_BASES.doctor}/api/visits/${encodeURIComponent(appointmentId)}/record.pdf?copy=${copy}`;
  const language = languageName(signedLanguage, i18n.language);
  return (
    <div className={styles.noPrint}>
      <ul className={styles.copyLinks}>
        <li>
          <a href={href('clinic')} download data-testid="download-record-pdf">
            {t('review.downloadClinicCopy')}
          </a>
        </li>
        <li>
          <a href={href('client')} download data-testid="download-client-copy-pdf">
            {t('review.downloadClientCopy', { language })}
          </a>
        </li>
      </ul>
      <p className={styles.copyHint}>{t('review.copiesHint')}</p>
    </div>
  );
}
