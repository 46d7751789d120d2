import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { codeLoginBody, sendLoginCodeBody } from '../../../shared/api/auth';
import { toLanguage } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import styles from '../../ui/form.module.css';
import { useCountries } from '../../ui/use-countries';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import { ContactFields } from '../../ui/contact-fields';
import { describeAddress, destinationOf, emptyAddress } from './address';
import { CodeStep } from '../../ui/code-step';
import { useFinishSignIn } from './use-finish-sign-in';
import { useSendCode } from './use-send-code';
import { FormFooter } from '../../ui/form-footer';

/** Sign in with a 6-digit code sent to an email address or a mobile number. */
export function CodeForm() {
  const { t, i18n } = useTranslation();
  const finish = useFinishSignIn();
  const countries = useCountries();
  // Old errors stay on screen while a request runs; each step's answer replaces them.
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [address, setAddress] = useState(() => emptyAddress());
  const [code, setCode] = useState('');
  const { sent, setSent, cooldown, send } = useSendCode('POST /api/auth/code/send');

  async function sendCode() {
    const body = { ...destinationOf(address), language: toLanguage(i18n.language) };
    const checked = validate(sendLoginCodeBody, body);
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await send(body);
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
  }

  async function signIn() {
    // A client's preferred language becomes the one she signs in on (decision 043).
    const body = { ...destinationOf(address), code, language: toLanguage(i18n.language) };
    const checked = validate(codeLoginBody, body);
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await callApi('POST /api/auth/code/login', { body }, { quiet: true });
    if (envelope.code === 0) return finish(envelope.data);
    showFailure(envelope);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (sent ? signIn() : sendCode());
  }

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {sent ? (
        <CodeStep
          notice={t('code.sentNotice', {
            destination: describeAddress(
              address,
              countries.find((c) => c.code === address.country)?.dial,
            ),
          })}
          changeLabel={t('code.changeAddress')}
          code={code}
          onCode={setCode}
          error={errors.code}
          cooldown={cooldown}
          onResend={() => void sendCode()}
          onChange={() => {
            setSent(false);
            setCode('');
          }}
        />
      ) : (
        <ContactFields
          legend={t('login.sendCodeTo')}
          value={address}
          onChange={setAddress}
          errors={errors}
        />
      )}
      <FormFooter error={formError} submitLabel={sent ? t('login.signIn') : t('code.send')} />
    </form>
  );
}
