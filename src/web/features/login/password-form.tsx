import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import * as z from 'zod/mini';
import { emailField, passwordLoginBody, PASSWORD_MIN_LENGTH } from '../../../shared/api/auth';
import { toLanguage } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import { TextField } from '../../ui/text-field';
import styles from '../../ui/form.module.css';
import { useApiForm } from '../../ui/use-api-form';
import { validate, type FieldErrors } from '../../ui/validate';
import { ContactFields } from '../../ui/contact-fields';
import { emptyAddress, type Address } from './address';
import { useFinishSignIn } from './use-finish-sign-in';
import { FormFooter } from '../../ui/form-footer';

/** Spec §5/§8 at sign-in too: no password can be under 6, so say so before asking the server. */
const signInPassword = z
  .string()
  .check(
    z.minLength(1, 'auth.enterPassword'),
    z.minLength(PASSWORD_MIN_LENGTH, 'auth.passwordTooShort'),
  );

function check(address: Address, password: string): FieldErrors {
  const body =
    address.kind === 'email'
      ? { account: address.email, password }
      : { account: address.mobile, country: address.country, password };
  const errors: FieldErrors = {};
  const base = validate(passwordLoginBody, body);
  if (!base.ok) Object.assign(errors, base.errors);
  if (address.kind === 'email' && !errors.account) {
    const email = validate(emailField, address.email);
    if (!email.ok) errors.account = email.errors[''] ?? 'validation.invalidEmail';
  }
  if (!errors.password) {
    const pw = validate(signInPassword, password);
    if (!pw.ok) errors.password = pw.errors[''] ?? 'auth.enterPassword';
  }
  return errors;
}

/** Sign in with an email address or mobile number and a password (staff and clients). */
export function PasswordForm() {
  const { t, i18n } = useTranslation();
  const finish = useFinishSignIn();
  const { formRef, errors, formError, showErrors, showFailure } = useApiForm();
  const [address, setAddress] = useState(() => emptyAddress());
  const [password, setPassword] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Clears the previous attempt's errors and message too, before the request.
    if (showErrors(check(address, password))) return;
    // A client's preferred language becomes the one she signs in on (decision 043).
    const language = toLanguage(i18n.language);
    const body =
      address.kind === 'email'
        ? { account: address.email, password, language }
        : { account: address.mobile, country: address.country, password, language };
    const envelope = await callApi('POST /api/auth/login', { body }, { quiet: true });
    if (envelope.code === 0) return finish(envelope.data);
    showFailure(envelope);
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      <ContactFields
        legend={t('login.accountKind')}
        value={address}
        onChange={setAddress}
        errors={errors}
        emailPath="account"
        mobilePath="account"
      />
      <TextField
        label={t('fields.password')}
        error={errors.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormFooter error={formError} submitLabel={t('login.signIn')} />
    </form>
  );
}
