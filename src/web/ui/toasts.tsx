import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import { useLocation } from '../app/navigation';
import styles from './toasts.module.css';
import { dismissErrorToasts, dismissToast, toasts, type Toast } from './toast-store';

/** A page left behind takes its errors with it. */
function useDismissErrorsOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) dismissErrorToasts();
    first.current = pathname;
  }, [pathname]);
}

/**
 * Messages from the API client, in two live lists that are in the page from the start (a list
 * inserted with its text is often not read): errors assertive, the rest polite. They are not
 * copied to the announcer, so each message is in the page, and read, once.
 */
export function Toasts() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  useDismissErrorsOnNavigation();
  const list = (kinds: Toast['kind'][]) =>
    items
      .filter((toast) => kinds.includes(toast.kind))
      .map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          data-testid="toast"
          data-kind={toast.kind}
        >
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
      ));
  return (
    <div className={styles.region} aria-label={t('toast.region')} role="region">
      <div className={styles.list} aria-live="assertive" data-testid="toasts-assertive">
        {list(['error'])}
      </div>
      <div className={styles.list} aria-live="polite" data-testid="toasts-polite">
        {list(['success', 'info'])}
      </div>
    </div>
  );
}
