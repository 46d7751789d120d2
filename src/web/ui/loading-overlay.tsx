import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { pendingRequests } from '../api/activity';
import styles from './loading-overlay.module.css';

/** Fast requests should not flash an overlay; show it only after this delay. */
const SHOW_AFTER_MS = 300;

export function LoadingOverlay() {
  const { t } = useTranslation();
  const pending = useSyncExternalStore(
    pendingRequests.subscribe,
    pendingRequests.get,
    pendingRequests.get,
  );
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="loading-overlay">
      <div className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('loading.label')}</span>
    </div>
  );
}
