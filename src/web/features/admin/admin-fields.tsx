import { useTranslation } from 'react-i18next';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import { PasswordChecklist } from '../../ui/password-checklist';
import type { FieldErrors } from '../../ui/validate';

export interface AdminDraft {
  name: string;
  email: string;
  password: string;
}

interface AdminFieldsProps<D extends AdminDraft> {
  value: D;
  onChange: (next: D) => void;
  errors: FieldErrors;
  /** The person's own account (setup): let the browser fill and save it. Otherwise a colleague's. */
  own?: boolean;
}

/** Name, email and an initial password: what every staff account starts with. */
export function AdminFields<D extends AdminDraft>(props: AdminFieldsProps<D>) {
  const { t } = useTranslation();
  const { value, onChange, errors, own = false } = props;
  return (
    <>
      <Field label={t('fields.fullName')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            autoComplete={own ? 'name' : 'off'}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
        )}
      </Field>
      <Field label={t('fields.email')} error={errors.email}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            autoComplete={own ? 'email' : 'off'}
            dir="ltr"
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
        )}
      </Field>
      <Field
        label={own ? t('fields.newPassword') : t('fields.initialPassword')}
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
