import { useTranslation } from '../../i18n/runtime/use-translation';
import { API_BASES } from '../../api/client';
import styles from './clinical.module.css';

/**
 * The visit's signed record as the stored PDF (decision 014). A plain link: the browser
 * downloads the file with the staff session's cookie, and the server sends the stored bytes.
 */
export function RecordDownload({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation();
  const href = `${API_BASES.doctor}/api/visits/${encodeURIComponent(appointmentId)}/record.pdf`;
  return (
    <p className={styles.noPrint}>
      <a href={href} download data-testid="download-record-pdf">
        {t('review.downloadPdf')}
      </a>
    </p>
  );
}
