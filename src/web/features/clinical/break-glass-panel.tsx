import { useState, type FormEvent } from 'react';
import { BREAK_GLASS_MINUTES, breakGlassBody } from '../../../shared/api/access';
import { callApi } from '../../api/endpoint';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { FormFooter } from '../../ui/form-footer';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';

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
  const { formRef, errors, formError, showErrors, showFailure } = useApiForm();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(breakGlassBody, { appointment_id: appointmentId, reason });
    if (!checked.ok) return void showErrors(checked.errors);
    showErrors({}); // the last attempt's errors and message go
    setSending(true);
    const envelope = await callApi(
      'POST /api/access/break-glass',
      { body: checked.data },
      { quiet: true },
    );
    setSending(false);
    if (envelope.code === 0) return onOpened();
    showFailure(envelope);
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
        <FormFooter
          error={formError}
          submitLabel={t('access.breakGlass.open')}
          busy={sending}
          busyLabel={t('access.breakGlass.opening')}
        />
      </form>
    </div>
  );
}
