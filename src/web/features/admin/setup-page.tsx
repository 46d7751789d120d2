import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useNavigate, useSearchParams } from '../../app/navigation';
import { firstAdminBody, type SetupStatusDto } from '../../../shared/api/auth';
import { callApi } from '../../api/endpoint';
import { rememberSession } from '../../app/session';
import styles from '../../ui/form.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import { AdminFields, type AdminDraft } from './admin-fields';
import { FormFooter } from '../../ui/form-footer';

/**
 * /setup?token=…: the first admin, with the one-time link the server printed at its first start.
 * Public on purpose (see the guard): this person cannot have a session yet.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const { formRef, errors, formError, showErrors, showFailure } = useApiForm();
  const [status, setStatus] = useState<SetupStatusDto | null>(null);
  const [draft, setDraft] = useState<AdminDraft>({ name: '', email: '', password: '' });

  useEffect(() => {
    void callApi('GET /api/setup/status').then(
      (envelope) => envelope.code === 0 && setStatus(envelope.data),
    );
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { token, ...draft };
    const checked = validate(firstAdminBody, body);
    // Clears the previous attempt's errors and message too, before the request.
    if (showErrors(checked.ok ? {} : checked.errors)) return;
    const envelope = await callApi('POST /api/setup/first-admin', { body }, { quiet: true });
    if (envelope.code === 0) {
      rememberSession(envelope.data);
      return void navigate('/admin/staff', { replace: true });
    }
    showFailure(envelope);
  }

  const title = t('setup.title');
  let content;
  if (!status) content = null;
  else if (!status.needsFirstAdmin) {
    content = (
      <p className={styles.notice}>
        {t('setup.done')} <Link to="/login">{t('setup.goToSignIn')}</Link>
      </p>
    );
  } else if (!token) {
    content = <p className={styles.alert}>{t('setup.noToken')}</p>;
  } else {
    content = (
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <p>{t('setup.lead')}</p>
        <AdminFields value={draft} onChange={setDraft} errors={errors} own />
        <FormFooter error={formError} submitLabel={t('setup.submit')} />
      </form>
    );
  }
  return (
    <section data-page="setup">
      <PageHeading title={title}>{title}</PageHeading>
      {content}
    </section>
  );
}
