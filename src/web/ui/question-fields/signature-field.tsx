import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { SignatureQuestion } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';
import formStyles from '../form.module.css';
import { controlId, messageKey } from './answers';
import { Label } from './label';
import type { FieldProps } from './question-props';
import styles from './questionnaire.module.css';

/** The pad is its own chunk: it loads when a client first opens a signature box. */
const SignaturePad = lazy(() =>
  import('../signature-pad').then((m) => ({ default: m.SignaturePad })),
);

/** The signature so far (its PNG), and a button that opens the pad to sign or sign again. */
export function SignatureField(props: FieldProps<SignatureQuestion>) {
  const { t } = useTranslation();
  const { question: q, value } = props;
  const [open, setOpen] = useState(false);
  const errorId = useId();
  const labelId = `${controlId(q.id)}-label`;
  const signed = typeof value === 'string' && value !== '';
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // The pad that closed took focus with it: give it back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <div className={styles.signature} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={formStyles.label}>
        <Label text={t(`forms:${labelKey(q)}`)} required={q.required} />
      </p>
      {signed ? (
        <img className={styles.signatureImage} src={value} alt={t('signature.imageAlt')} />
      ) : null}
      {open ? (
        <Suspense fallback={<p role="status">{t('loading.label')}</p>}>
          <SignaturePad
            headingLevel={props.headingLevel ?? 3}
            defaultName={props.signerName}
            required={q.required}
            onConfirm={(result) => {
              props.onSignature(q.id, result);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <div className={formStyles.actions}>
          <button
            ref={buttonRef}
            id={controlId(q.id)}
            type="button"
            className={signed ? formStyles.secondary : formStyles.primary}
            aria-invalid={Boolean(props.error)}
            aria-describedby={props.error ? errorId : undefined}
            onClick={() => setOpen(true)}
          >
            {signed ? t('signature.signAgain') : t('signature.sign')}
          </button>
        </div>
      )}
      {props.error ? (
        <p id={errorId} className={formStyles.error}>
          {t(messageKey(props.error))}
        </p>
      ) : null}
    </div>
  );
}
