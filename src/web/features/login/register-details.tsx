import { useTranslation } from '../../i18n/runtime/use-translation';
import { NameFields } from '../../ui/name-fields';
import { NewPasswordField } from '../../ui/new-password-field';
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

/** Name and a new password. */
export function RegisterDetails({ value, onChange, errors }: RegisterDetailsProps) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields
        value={value}
        onChange={(patch) => onChange({ ...value, ...patch })}
        errors={errors}
      />
      <NewPasswordField
        label={t('fields.newPassword')}
        error={errors.password}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
    </>
  );
}
