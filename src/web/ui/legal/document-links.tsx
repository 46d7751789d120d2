import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { LegalDocumentKind } from '../../../shared/legal-documents';
import styles from './legal-links.module.css';

/** The document's text and its dialog load when first opened: not on the form's first load. */
const LegalDocumentDialog = lazy(() =>
  import('./legal-document-dialog').then((m) => ({ default: m.LegalDocumentDialog })),
);

/**
 * "Read the terms of service" and "Read the privacy policy": each opens the brand's current
 * version in the client's language in a dialog over the form, so nothing typed is lost.
 */
export function DocumentLinks(props: { brand: string; documents: readonly LegalDocumentKind[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<LegalDocumentKind | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const returnTo = useRef<LegalDocumentKind | null>(null);
  const close = () => {
    returnTo.current = open;
    setOpen(null);
  };
  // Back to the link that opened it once the dialog is gone (while it is open, the page under
  // it cannot take focus), so a keyboard or screen reader user is where they were.
  useEffect(() => {
    if (open !== null || returnTo.current === null) return;
    list.current
      ?.querySelector<HTMLButtonElement>(`[data-document="${returnTo.current}"]`)
      ?.focus();
    returnTo.current = null;
  }, [open]);
  return (
    <>
      <ul ref={list} className={styles.links} aria-label={t('legal.documentsLabel')}>
        {props.documents.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className={styles.linkButton}
              data-document={kind}
              aria-haspopup="dialog"
              onClick={() => setOpen(kind)}
            >
              {t(`legal.read.${kind}`)}
            </button>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={<p role="status">{t('loading.label')}</p>}>
          <LegalDocumentDialog brand={props.brand} kind={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
