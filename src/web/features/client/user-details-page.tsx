import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userDetailsBody, type ClientDetailsDto } from '../../../shared/api/clients';
import { apiRequest } from '../../api/client';
import { useSessionInfo } from '../../app/use-session-info';
import styles from '../../ui/form.module.css';
import { medicalFormPath } from '../../ui/medical-form-path';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useApiForm } from '../../ui/use-api-form';
import { validate, type FieldErrors } from '../../ui/validate';
import { readContact } from './contact-storage';
import { DetailsFields, type DetailsValue } from './details-fields';
import {
  isFutureDate,
  refreshContact,
  toBody,
  toValue,
  useClientDetails,
} from './use-client-details';

/** /userinfo: a new contact fills in their personal details. */
export function UserInfoPage() {
  return <UserDetailsPage name="userinfo" />;
}

/** /userData: a known client is welcomed back and confirms or corrects their details. */
export function UserDataPage() {
  return <UserDetailsPage name="userData" />;
}

function UserDetailsPage({ name }: { name: 'userinfo' | 'userData' }) {
  const { t } = useTranslation();
  const [state] = useClientDetails();
  // Until the session is known, no prompt: a signed-in person must never see it flash.
  const signedIn = useSessionInfo()?.authenticated ?? true;
  const title = t(`pages.${name}.title`);
  return (
    <section data-page={name} className={styles.form}>
      <PageHeading title={title}>{title}</PageHeading>
      {state.kind === 'ready' && name === 'userData' ? (
        <p className={pageStyles.lead}>
          {t('details.welcomeBack', { name: state.details.first_name })}
        </p>
      ) : null}
      <p className={pageStyles.lead}>{t(`pages.${name}.body`)}</p>
      {state.kind === 'failed' ? (
        <div role="alert" className={styles.alert}>
          <p>{state.message}</p>
          <Link to="/login">{t('details.signIn')}</Link>
        </div>
      ) : null}
      {state.kind === 'ready' ? <DetailsForm details={state.details} /> : null}
      {state.kind === 'ready' && !state.details.registered && !signedIn ? (
        <p className={styles.notice}>
          {t('details.memberPrompt')} <Link to="/login?mode=register">{t('details.register')}</Link>
        </p>
      ) : null}
    </section>
  );
}

function DetailsForm({ details }: { details: ClientDetailsDto }) {
  const { t } = useTranslation();
  // The API client toasts a failure no field explains, so `formError` is not shown here.
  const { formRef, errors, showErrors, showFailure, clear } = useApiForm();
  const [before, setBefore] = useState(details);
  const [value, setValue] = useState<DetailsValue>(() => toValue(details));
  const [saved, setSaved] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const checked = validate(userDetailsBody, toBody(value, before));
    const future: FieldErrors = isFutureDate(value.date_of_birth)
      ? { date_of_birth: 'validation.dateOfBirthInFuture' }
      : {};
    if (!checked.ok) return void showErrors({ ...checked.errors, ...future });
    // Guarded: showErrors({}) would clear the last errors before the server has answered.
    if (Object.keys(future).length > 0) return void showErrors(future);
    const envelope = await apiRequest<ClientDetailsDto>('/api/mform/update_user_info', {
      method: 'POST',
      body: checked.data,
    });
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
    setBefore(envelope.data);
    setValue(toValue(envelope.data));
    setSaved(true);
    await refreshContact();
  };
  const store = readContact()?.appointment?.store_code;
  const formPath = store ? medicalFormPath(store) : null;
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <DetailsFields value={value} onChange={setValue} errors={errors} />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('details.save')}
        </button>
      </div>
      {saved ? (
        <p role="status" className={styles.notice}>
          {t('details.saved')} {formPath ? <Link to={formPath}>{t('details.toForm')}</Link> : null}
        </p>
      ) : null}
    </form>
  );
}
