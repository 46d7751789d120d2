import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { useSearchParams } from '../../app/navigation';
import { clearSessionExpiredNotice, sessionExpiredNotice } from '../../app/return-to';
import { Choice } from '../../ui/choice';
import styles from '../../ui/form.module.css';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { CodeForm } from './code-form';
import { PasswordForm } from './password-form';
import { RegisterForm } from './register-form';

type Method = 'password' | 'code';

/**
 * /login: sign in by password or by code, or (`?mode=register`) register as a new client.
 * Registration lives here because the spec's guard keeps only /login public.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const registering = params.get('mode') === 'register';
  const [method, setMethod] = useState<Method>('password');
  const [expired] = useState(sessionExpiredNotice);
  // Said once: a reload of /login later should not repeat it.
  useEffect(() => clearSessionExpiredNotice(), []);

  const switchTo = (register: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (register) next.set('mode', 'register');
        else next.delete('mode');
        return next;
      },
      { replace: true },
    );

  const title = registering ? t('register.title') : t('pages.login.title');
  return (
    <section className={styles.form} data-page="login">
      <PageHeading title={title}>{title}</PageHeading>
      {expired ? (
        <p role="alert" className={styles.alert}>
          {t('errors.sessionExpired')}
        </p>
      ) : null}
      {registering ? (
        <>
          <p className={pageStyles.lead}>{t('register.lead')}</p>
          <RegisterForm />
          <p>
            {t('register.haveAccount')}{' '}
            <button type="button" className={styles.link} onClick={() => switchTo(false)}>
              {t('register.toSignIn')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p className={pageStyles.lead}>{t('pages.login.body')}</p>
          <Choice<Method>
            legend={t('login.method')}
            value={method}
            onChange={setMethod}
            options={[
              { value: 'password', label: t('login.byPassword') },
              { value: 'code', label: t('login.byCode') },
            ]}
          />
          {method === 'password' ? <PasswordForm /> : <CodeForm />}
          <p>
            {t('login.newHere')}{' '}
            <button type="button" className={styles.link} onClick={() => switchTo(true)}>
              {t('login.toRegister')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
