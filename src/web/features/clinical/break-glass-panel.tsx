import { useRef, useState, type FormEvent } from 'react';
import { BREAK_GLASS_MINUTES, breakGlassBody } from '../../../shared/api/access';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { callApi } from '../../api/endpoint';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Field } from '../../ui/field';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import formStyles from '../../ui/form.module.css';
import { serverFieldErrors, validate, type FieldErrors } from '../../ui/validate';

/**
 * An admin refused a record because it is at a clinic they do not work at: they may open it
 * for BREAK_GLASS_MINUTES with a reason ("break the glass"). The reason and every record opened
 * with it are audited and another admin reviews them (/admin/access).
 */
export function BreakGlassPanel({
  appointmentId,
  message,
  onOpened,
}: {
  appointmentId: string;
  message: string;
  onOpened: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(breakGlassBody, { appointment_id: appointmentId, reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setFailure('');
    setSending(true);
    const envelope = await callApi(
      'POST /api/access/break-glass',
      { body: checked.data },
      { quiet: true },
    );
    setSending(false);
    if (envelope.code === 0) return onOpened();
    const fields = serverFieldErrors(envelope);
    if (envelope.code === ERROR_CODES.validation && fields.reason) {
      setErrors(fields);
      focusFirstInvalid(formRef.current);
    } else setFailure(envelope.message);
  };

  return (
    <div className={formStyles.notice} data-testid="break-glass">
      <p role="alert">{message}</p>
      <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
        <h2>{t('access.breakGlass.title')}</h2>
        <p>{t('access.breakGlass.intro', { minutes: BREAK_GLASS_MINUTES })}</p>
        <Field
          label={t('access.breakGlass.reason')}
          hint={t('access.breakGlass.reasonHint')}
          error={errors.reason}
        >
          {(control) => (
            <textarea
              {...control}
              className={formStyles.input}
              rows={3}
              maxLength={500}
              required
              aria-required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        {failure ? (
          <p className={formStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary} disabled={sending}>
            {sending ? t('access.breakGlass.opening') : t('access.breakGlass.open')}
          </button>
        </div>
      </form>
    </div>
  );
}
