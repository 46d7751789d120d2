import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import { PasswordChecklist } from '../../ui/password-checklist';
import type { FieldErrors } from '../../ui/validate';

export interface Details {
  code: string;
  first_name: string;
  last_name: string;
  password: string;
}

interface RegisterDetailsProps {
  value: Details;
  onChange: (next: Details) => void;
  errors: FieldErrors;
}

/** Name and a new password (with the spec §5 rules ticked off as they are met). */
export function RegisterDetails({ value, onChange, errors }: RegisterDetailsProps) {
  const { t } = useTranslation();
  const text = (key: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="text"
          autoComplete={autoComplete}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      {text('first_name', t('fields.firstName'), 'given-name')}
      {text('last_name', t('fields.lastName'), 'family-name')}
      <Field
        label={t('fields.newPassword')}
        error={errors.password}
        hint={<PasswordChecklist password={value.password} />}
      >
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="password"
            autoComplete="new-password"
            value={value.password}
            onChange={(event) => onChange({ ...value, password: event.target.value })}
          />
        )}
      </Field>
    </>
  );
}
