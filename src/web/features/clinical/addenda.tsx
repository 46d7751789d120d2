import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { addendumBody, type AddendumDto } from '../../../shared/api/visits';
import { callApi } from '../../api/endpoint';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { formatDateTime } from '../../ui/format-date';
import { focusFirstInvalid } from '../../ui/focus-first-invalid';
import { serverFieldErrors, validate } from '../../ui/validate';
import { ValueText, valueSentence } from '../../ui/value-text';
import styles from './clinical.module.css';

/** Corrections to a signed record, oldest first, beside the record they correct. */
export function AddendaList({ addenda }: { addenda: readonly AddendumDto[] }) {
  const { t } = useTranslation();
  if (addenda.length === 0) return null;
  return (
    <section aria-label={t('addendum.listTitle')}>
      <h4 className={styles.subTitle}>{t('addendum.listTitle')}</h4>
      <ol className={styles.addenda}>
        {addenda.map((a) => (
          <li key={a.id} className={styles.addendum} data-testid="addendum">
            <strong>
              {valueSentence(
                (v) =>
                  t('addendum.byline', {
                    ...v,
                    role: t(`addendum.role.${a.staff_role}`, a.staff_role),
                    when: formatDateTime(a.created_at),
                  }),
                { name: a.staff_name },
              )}
            </strong>
            <p>
              <span>{t('addendum.reason')}: </span>
              <ValueText>{a.reason}</ValueText>
            </p>
            <p>
              <ValueText>{a.text}</ValueText>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A practitioner's or nurse's correction to a signed record (who, when, why). The record itself
 * never changes; the addendum is shown beside it from then on.
 */
export function AddendumForm({
  submissionId,
  onAdded,
}: {
  submissionId: string;
  onAdded: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  if (!open) {
    return (
      <div className={styles.noPrint}>
        <button
          type="button"
          className={formStyles.secondary}
          onClick={() => {
            setOpen(true);
            setDone(false);
          }}
        >
          {t('addendum.add')}
        </button>
        <p role="status" className={styles.status}>
          {done ? t('addendum.added') : ''}
        </p>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(addendumBody, { reason, text });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setFailure('');
    setSending(true);
    const envelope = await callApi(
      'POST /api/visits/records/:submission_id/addenda',
      { params: { submission_id: submissionId }, body: checked.data },
      { quiet: true },
    );
    setSending(false);
    if (envelope.code === 0) {
      setOpen(false);
      setReason('');
      setText('');
      setDone(true);
      await onAdded();
      return;
    }
    const fields = serverFieldErrors(envelope);
    if (envelope.code === ERROR_CODES.validation && Object.keys(fields).length > 0) {
      setErrors(fields);
      focusFirstInvalid(formRef.current);
    } else setFailure(envelope.message);
  };

  return (
    <form
      ref={formRef}
      className={`${formStyles.form} ${styles.noPrint}`}
      noValidate
      onSubmit={submit}
    >
      <h4 className={styles.subTitle}>{t('addendum.formTitle')}</h4>
      <p className={formStyles.hint}>{t('addendum.hint')}</p>
      <Field label={t('addendum.reason')} error={errors.reason}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('addendum.text')} error={errors.text}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.input}
            rows={4}
            value={text}
            maxLength={4000}
            onChange={(e) => setText(e.target.value)}
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
          {sending ? t('addendum.saving') : t('addendum.save')}
        </button>
        <button type="button" className={formStyles.secondary} onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
