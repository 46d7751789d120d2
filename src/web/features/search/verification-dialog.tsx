import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import dialogStyles from '../../ui/confirm-dialog.module.css';
import formStyles from '../../ui/form.module.css';
import { VerificationLinkPanel } from '../../ui/verification-link-panel';
import styles from './search.module.css';
import { valueSentence } from '../../ui/value-text';
import type { Language } from '../../../shared/languages';

/**
 * The identity-check link and QR code of one appointment (issue 6). It opens in a dialog so the
 * QR code is large enough to scan from a phone held at arm's length, whatever the table's
 * column width.
 */
export function VerificationDialog({
  appointmentId,
  number,
  label,
  language,
}: {
  appointmentId: string;
  number: string;
  /** The opening button's accessible name, which says whose visit it is. */
  label: string;
  /** A language the desk chose on purpose for the link; none: the client's own. */
  language: Language | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {t('search.verificationLink')}
      </button>
      <dialog
        ref={ref}
        className={`${dialogStyles.dialog} ${styles.qrDialog}`}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        <h2 id={titleId} className={dialogStyles.dialogTitle}>
          {valueSentence((v) => t('search.verificationTitle', v), { number })}
        </h2>
        <VerificationLinkPanel appointmentId={appointmentId} language={language} large />
        <div className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} onClick={() => setOpen(false)}>
            {t('search.verificationClose')}
          </button>
        </div>
      </dialog>
    </>
  );
}
