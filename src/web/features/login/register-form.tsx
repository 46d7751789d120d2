import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import {
  emailRegistBody,
  mobileRegistBody,
  sendEmailRegisterCodeBody,
  sendMobileRegisterCodeBody,
} from '../../../shared/api/auth';
import { toLanguage } from '../../../shared/languages';
import { callApi } from '../../api/endpoint';
import styles from '../../ui/form.module.css';
import { useCountries } from '../../ui/use-countries';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import { ContactFields } from '../../ui/contact-fields';
import { describeAddress, emptyAddress, type Address } from './address';
import { CodeStep } from '../../ui/code-step';
import { RegisterDetails, type Details } from './register-details';
import { useFinishSignIn } from './use-finish-sign-in';
import { useSendCode } from './use-send-code';
import { FormFooter } from '../../ui/form-footer';

/** The spec §7 registration calls for each channel, with the shared schemas that check them. */
function plan(address: Address) {
  return address.kind === 'email'
    ? {
        sendKey: 'POST /api/mform/sendEmailRegisterCode' as const,
        sendSchema: sendEmailRegisterCodeBody,
        registerKey: 'POST /api/mform/emailRegist' as const,
        registerSchema: emailRegistBody,
        where: { email: address.email },
      }
    : {
        sendKey: 'POST /api/mform/sendMobileRegisterCode' as const,
        sendSchema: sendMobileRegisterCodeBody,
        registerKey: 'POST /api/mform/mobileRegist' as const,
        registerSchema: mobileRegistBody,
        where: { country: address.country, mobile: address.mobile },
      };
}

/** A new client registers with a code sent to their email or mobile, then is signed in. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const finish = useFinishSignIn();
  const countries = useCountries();
  // Old errors stay on screen while a request runs; each step's answer replaces them.
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [address, setAddress] = useState(() => emptyAddress());
  const [details, setDetails] = useState<Details>({
    code: '',
    first_name: '',
    last_name: '',
    password: '',
  });
  const steps = plan(address);
  const { sent, setSent, cooldown, send } = useSendCode(steps.sendKey);
  const language = toLanguage(i18n.language);

  async function sendCode() {
    const body = { ...steps.where, language };
    const checked = validate(steps.sendSchema, body);
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await send(body);
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
  }

  async function register() {
    const body = { ...steps.where, ...details, language };
    const checked = validate(steps.registerSchema, body);
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await callApi(steps.registerKey, { body }, { quiet: true });
    if (envelope.code === 0) return finish(envelope.data);
    showFailure(envelope);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void (sent ? register() : sendCode());
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
          code={details.code}
          onCode={(code) => setDetails({ ...details, code })}
          error={errors.code}
          cooldown={cooldown}
          onResend={() => void sendCode()}
          onChange={() => setSent(false)}
        >
          <RegisterDetails value={details} onChange={setDetails} errors={errors} />
        </CodeStep>
      ) : (
        <ContactFields
          legend={t('register.channel')}
          value={address}
          onChange={setAddress}
          errors={errors}
        />
      )}
      <FormFooter error={formError} submitLabel={sent ? t('register.submit') : t('code.send')} />
    </form>
  );
}
