import { useTranslation } from '../../i18n/runtime/use-translation';
import { ValueText } from '../../ui/value-text';
import type { AgreedDocumentDto } from '../../../shared/api/legal-documents';
import styles from './clinical.module.css';

/**
 * The terms of service and privacy policy a questionnaire agreed to: title (in the client's
 * language), version and the SHA-256 of the text shown, so a copy can be checked against it.
 */
export function AgreedDocuments({ documents }: { documents: readonly AgreedDocumentDto[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.agreed} data-testid="agreed-documents">
      <h4 className={styles.subTitle}>{t('recordDetails.documentsTitle')}</h4>
      {documents.length === 0 ? (
        <p>{t('recordDetails.noDocuments')}</p>
      ) : (
        <ul>
          {documents.map((d) => (
            <li key={d.kind} data-kind={d.kind} data-version={d.version}>
              <span lang={d.language}>
                <ValueText>{d.title}</ValueText>
              </span>
              {' · '}
              {t('recordDetails.version', { version: d.version })}
              <br />
              <span>SHA-256 </span>
              <code className={styles.agreedHash}>{d.sha256}</code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
