import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { useLocation } from 'react-router';
import styles from './toasts.module.css';
import { dismissErrorToasts, dismissToast, toasts } from './toast-store';

/** A page left behind takes its errors with it. */
function useDismissErrorsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dismissErrorToasts();
    first.current = pathname;
  }, [pathname]);
}

/** Messages from the API client; the announcer reads them out, so the toasts themselves are not live. */
export function Toasts() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  useDismissErrorsOnNavigation();
  return (
    <div className={styles.region} aria-label={t('toast.region')} role="region">
      {items.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`}>
          <span>{toast.text}</span>
          <button
            type="button"
            className={styles.close}
            aria-label={t('toast.close')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
