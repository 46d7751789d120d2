import { useTranslation } from 'react-i18next';
import { API_BASES } from '../../api/client';
import pageStyles from '../../ui/page.module.css';

/** The client's own copy of what they just signed, as the stored PDF (decision 014). */
export function SignedCopyLink({ submissionId }: { submissionId: string }) {
  const { t } = useTranslation();
  const href = `${API_BASES.crm}/api/forms/submissions/${encodeURIComponent(submissionId)}/pdf`;
  return (
    <p className={pageStyles.meta}>
      <a href={href} download data-testid="download-signed-copy">
        {t('outcome.downloadPdf')}
      </a>
    </p>
  );
}
