import { useEffect, useState, type FormEvent } from 'react';
import type { SessionUser } from '../../../shared/api/auth';
import { gpLetterBody, type GpLetterInfo } from '../../../shared/api/gp-letter';
import { API_BASES } from '../../api/client';
import { callApi } from '../../api/endpoint';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { FormFooter } from '../../ui/form-footer';
import { formatDateTime } from '../../ui/format-date';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import styles from './clinical.module.css';

/**
 * The letter to the client's GP (decision 030): when the signed records permit sharing, a
 * practitioner mails the GP the signed record (PDF) and its FHIR Bundle. The GP's name and
 * address come from the client's file once typed. Anyone on staff sees whether it is permitted
 * and can download the FHIR file.
 */
export function GpLetterPanel({
  appointmentId,
  user,
}: {
  appointmentId: string;
  user: SessionUser;
}) {
  const { t } = useTranslation();
  const { formRef, errors, formError, showErrors, showFailure } = useApiForm();
  const [info, setInfo] = useState<GpLetterInfo | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    void callApi(
      'GET /api/visits/:appointment_id/gp-letter',
      { params: { appointment_id: appointmentId } },
      { base: 'doctor', quiet: true, background: true },
    ).then((envelope) => {
      if (!live || envelope.code !== 0) return;
      setInfo(envelope.data);
      setName(envelope.data.gp_name ?? '');
      setEmail(envelope.data.gp_email ?? '');
    });
    return () => {
      live = false;
    };
  }, [appointmentId]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = validate(gpLetterBody, { gp_name: name, gp_email: email });
    if (!checked.ok) return void showErrors(checked.errors);
    showErrors({}); // the last attempt's errors and message go
    setSent('');
    setSending(true);
    const envelope = await callApi(
      'POST /api/visits/:appointment_id/gp-letter',
      { params: { appointment_id: appointmentId }, body: checked.data },
      { base: 'doctor', quiet: true },
    );
    setSending(false);
    if (envelope.code === 0) {
      setSent(t('gpLetter.sent', { email: envelope.data.sent_to }));
      setInfo((old) => old && { ...old, last_sent_at: envelope.data.sent_at });
      return;
    }
    showFailure(envelope);
  };

  const fhirHref = `${API_BASES.doctor}/api/visits/${encodeURIComponent(appointmentId)}/fhir`;
  const permitted = info?.permission === 'yes';
  return (
    <section
      className={`${styles.panel} ${styles.noPrint}`}
      aria-labelledby="gp-letter-title"
      data-testid="gp-letter"
    >
      <h2 id="gp-letter-title" className={styles.panelTitle}>
        {t('gpLetter.title')}
      </h2>
      <p>
        <a href={fhirHref} download data-testid="download-fhir">
          {t('gpLetter.downloadFhir')}
        </a>
      </p>
      {info ? (
        <p data-testid="gp-permission">
          {t(
            permitted
              ? 'gpLetter.permitted'
              : info.permission === 'no'
                ? 'gpLetter.notPermitted'
                : 'gpLetter.unknown',
          )}
        </p>
      ) : null}
      {info?.last_sent_at ? (
        <p>{t('gpLetter.lastSent', { when: formatDateTime(info.last_sent_at) })}</p>
      ) : null}
      {permitted && user.role === 'practitioner' ? (
        <form ref={formRef} className={formStyles.form} noValidate onSubmit={submit}>
          <p>{t('gpLetter.intro')}</p>
          <Field label={t('gpLetter.name')} error={errors.gp_name}>
            {(control) => (
              <input
                {...control}
                className={formStyles.input}
                autoComplete="off"
                maxLength={200}
                required
                aria-required
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('gpLetter.email')} error={errors.gp_email}>
            {(control) => (
              <input
                {...control}
                type="email"
                dir="ltr"
                className={formStyles.input}
                autoComplete="off"
                maxLength={254}
                required
                aria-required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </Field>
          {sent ? (
            <p className={formStyles.notice} role="status" data-testid="gp-letter-sent">
              {sent}
            </p>
          ) : null}
          <FormFooter
            error={formError}
            submitLabel={t('gpLetter.send')}
            busy={sending}
            busyLabel={t('gpLetter.sending')}
          />
        </form>
      ) : null}
    </section>
  );
}
