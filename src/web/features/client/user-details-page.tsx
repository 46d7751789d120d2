import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import { userDetailsBody, type ClientDetailsDto } from '../../../shared/api/clients';
import { toLanguage } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import { useSessionInfo } from '../../app/use-session-info';
import styles from '../../ui/form.module.css';
import { medicalFormPath } from '../../ui/medical-form-path';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { useApiForm } from '../../ui/use-api-form';
import { validate, type FieldErrors } from '../../ui/validate';
import { ContactConfirm } from './contact-confirm';
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
  const { t, i18n } = useTranslation();
  // The API client toasts a failure no field explains, so `formError` is not shown here.
  const { formRef, errors, showErrors, showFailure, clear } = useApiForm();
  const [before, setBefore] = useState(details);
  const [value, setValue] = useState<DetailsValue>(() => toValue(details));
  const [saved, setSaved] = useState<'details' | 'email' | 'sms' | null>(null);
  // Counts saves that sent a code: each one restarts the code step and its countdown.
  const [sends, setSends] = useState(0);
  const [editing, setEditing] = useState(false);
  const pending = Boolean(before.pending_email ?? before.pending_mobile);

  /** Saves the details; `extra` carries a pending address again to resend its code. */
  const save = async (extra: object = {}): Promise<boolean> => {
    const checked = validate(userDetailsBody, {
      ...toBody(value, before),
      ...extra,
      language: toLanguage(i18n.language),
    });
    const future: FieldErrors = isFutureDate(value.date_of_birth)
      ? { date_of_birth: 'validation.dateOfBirthInFuture' }
      : {};
    if (!checked.ok) {
      showErrors({ ...checked.errors, ...future });
      return false;
    }
    // Guarded: showErrors({}) would clear the last errors before the server has answered.
    if (Object.keys(future).length > 0) {
      showErrors(future);
      return false;
    }
    const envelope = await callApi('POST /api/mform/update_user_info', { body: checked.data });
    if (envelope.code !== 0) {
      showFailure(envelope);
      return false;
    }
    clear();
    setBefore(envelope.data);
    setValue(toValue(envelope.data));
    const sentCode = 'email' in checked.data || 'mobile' in checked.data;
    if (sentCode && (envelope.data.pending_email ?? envelope.data.pending_mobile)) {
      setSends((n) => n + 1);
    }
    setEditing(false);
    setSaved('details');
    await refreshContact();
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void save();
  };
  const resend = () =>
    save(
      before.pending_email
        ? { email: before.pending_email }
        : { country: value.country, mobile: before.pending_mobile },
    );
  const confirmed = (next: ClientDetailsDto, channel: 'email' | 'sms') => {
    setBefore(next);
    setValue(toValue(next));
    setSaved(channel);
    void refreshContact();
  };
  const store = readContact()?.appointment?.store_code;
  const formPath = store ? medicalFormPath(store) : null;
  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <DetailsFields value={value} onChange={setValue} errors={errors} />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('details.save')}
          </button>
        </div>
        {saved === 'details' ? (
          <p role="status" className={styles.notice}>
            {t('details.saved')}{' '}
            {formPath ? <Link to={formPath}>{t('details.toForm')}</Link> : null}
          </p>
        ) : null}
      </form>
      {saved === 'email' || saved === 'sms' ? (
        <p role="status" className={styles.notice}>
          {t(
            saved === 'email' ? 'details.contactConfirmedEmail' : 'details.contactConfirmedMobile',
          )}
        </p>
      ) : null}
      {pending && !editing ? (
        <ContactConfirm
          key={`${before.pending_email ?? ''}|${before.pending_mobile ?? ''}|${sends}`}
          details={before}
          justSent={sends > 0}
          onResend={resend}
          onConfirmed={confirmed}
          onChangeAddress={() => setEditing(true)}
        />
      ) : null}
    </>
  );
}
