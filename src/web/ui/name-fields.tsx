import { useTranslation } from '../i18n/runtime/use-translation';
import { TextField } from './text-field';
import type { FieldErrors } from './validate';

export interface Names {
  first_name: string;
  last_name: string;
}

interface NameFieldsProps {
  value: Names;
  onChange: (patch: Partial<Names>) => void;
  errors: FieldErrors;
}

/** First and last name, as every client-facing form asks for them. */
export function NameFields({ value, onChange, errors }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('fields.firstName')}
        error={errors.first_name}
        autoComplete="given-name"
        value={value.first_name}
        onChange={(first_name) => onChange({ first_name })}
      />
      <TextField
        label={t('fields.lastName')}
        error={errors.last_name}
        autoComplete="family-name"
        value={value.last_name}
        onChange={(last_name) => onChange({ last_name })}
      />
    </>
  );
}
