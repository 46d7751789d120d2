import { useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import styles from './clinical.module.css';

/** The record's SHA-256 as stored at signing, so anyone can check a copy against it. */
export function ContentHash({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = () => {
    // No clipboard outside a secure context: the hash stays selectable by hand.
    if (!navigator.clipboard) {
      setStatus('failed');
      return;
    }
    navigator.clipboard.writeText(hash).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.hash}>
      <span>{t('review.contentHash')}</span>
      <code data-testid="content-hash">{hash}</code>
      <button
        type="button"
        className={`${formStyles.secondary} ${styles.small} ${styles.noPrint}`}
        onClick={copy}
      >
        {t('review.copyHash')}
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied'
          ? t('review.hashCopied')
          : status === 'failed'
            ? t('review.copyFailed')
            : ''}
      </span>
    </div>
  );
}
