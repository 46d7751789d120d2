import { useTranslation } from '../i18n/runtime/use-translation';
import { Choice } from './choice';
import { PhoneInput } from './phone-input';
import { TextField } from './text-field';
import type { FieldErrors } from './validate';

export type ContactKind = 'email' | 'mobile';

/** What was typed for an email or a mobile: both kinds are kept while the person switches. */
export interface ContactValue {
  kind: ContactKind;
  email: string;
  country: string;
  mobile: string;
}

interface ContactFieldsProps {
  legend: string;
  value: ContactValue;
  onChange: (next: ContactValue) => void;
  errors: FieldErrors;
  /** 'off' when typing someone else's contact (staff search). */
  autoComplete?: 'off';
  /** Error paths of the email and the mobile number (sign-in by password calls both "account"). */
  emailPath?: string;
  mobilePath?: string;
}

/** Email address, or country code plus mobile number, with the choice between them. */
export function ContactFields({
  legend,
  value,
  onChange,
  errors,
  autoComplete,
  emailPath = 'email',
  mobilePath = 'mobile',
}: ContactFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<ContactValue>) => onChange({ ...value, ...patch });
  return (
    <>
      <Choice<ContactKind>
        legend={legend}
        value={value.kind}
        onChange={(kind) => set({ kind })}
        options={[
          { value: 'email', label: t('fields.byEmail') },
          { value: 'mobile', label: t('fields.byMobile') },
        ]}
      />
      {value.kind === 'email' ? (
        <TextField
          label={t('fields.email')}
          error={errors[emailPath]}
          type="email"
          autoComplete={autoComplete ?? 'email'}
          value={value.email}
          onChange={(email) => set({ email })}
        />
      ) : (
        <PhoneInput
          country={value.country}
          number={value.mobile}
          onCountry={(country) => set({ country })}
          onNumber={(mobile) => set({ mobile })}
          countryError={errors.country}
          numberError={errors[mobilePath]}
          numberLabel={t('fields.mobile')}
          autoComplete={autoComplete}
        />
      )}
    </>
  );
}
