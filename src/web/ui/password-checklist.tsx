import { useTranslation } from '../i18n/runtime/use-translation';
import { PASSWORD_MIN_LENGTH } from '../../shared/api/auth';
import styles from './form.module.css';

/** Spec §5 as a live list under a new password: at least 6 characters, a letter, a number. */
export function PasswordChecklist({ password }: { password: string }) {
  const { t } = useTranslation();
  const rules = [
    { key: 'length', met: password.length >= PASSWORD_MIN_LENGTH, text: t('password.ruleLength') },
    { key: 'letter', met: /\p{L}/u.test(password), text: t('password.ruleLetter') },
    { key: 'digit', met: /\d/.test(password), text: t('password.ruleDigit') },
  ];
  return (
    <ul className={styles.checklist}>
      {rules.map((rule) => (
        <li key={rule.key} className={rule.met ? styles.met : styles.unmet} data-met={rule.met}>
          <span aria-hidden="true">{rule.met ? '✓' : '○'}</span> <span>{rule.text}</span>{' '}
          <span className={styles.visuallyHidden}>
            {rule.met ? t('password.ruleMet') : t('password.ruleNotMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
