import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/runtime/use-translation';
import dialogStyles from './confirm-dialog.module.css';
import styles from './form.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  /** The way out, when "Cancel" would be ambiguous (e.g. before cancelling something). */
  dismissLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** What the question needs answered before confirming (e.g. a reason field). */
  children?: ReactNode;
}

/** A modal question before a consequential action; the native dialog traps focus and Esc. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className={dialogStyles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId} className={dialogStyles.dialogTitle}>
        {props.title}
      </h2>
      <p>{props.body}</p>
      {props.children}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={props.onCancel}>
          {props.dismissLabel ?? t('common.cancel')}
        </button>
        <button type="button" className={styles.primary} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
