import { useTranslation } from '../../i18n/runtime/use-translation';
import { NewPasswordField } from '../../ui/new-password-field';
import { TextField } from '../../ui/text-field';
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
      <TextField
        label={t('fields.fullName')}
        error={errors.name}
        autoComplete={own ? 'name' : 'off'}
        value={value.name}
        onChange={(name) => onChange({ ...value, name })}
      />
      <TextField
        label={t('fields.email')}
        error={errors.email}
        type="email"
        autoComplete={own ? 'email' : 'off'}
        value={value.email}
        onChange={(email) => onChange({ ...value, email })}
      />
      <NewPasswordField
        label={own ? t('fields.newPassword') : t('fields.initialPassword')}
        error={errors.password}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
    </>
  );
}
