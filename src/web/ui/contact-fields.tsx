import { useTranslation } from 'react-i18next';
import { Choice } from './choice';
import { Field } from './field';
import styles from './form.module.css';
import { PhoneInput } from './phone-input';
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
}

/** Email address, or country code plus mobile number, with the choice between them. */
export function ContactFields({
  legend,
  value,
  onChange,
  errors,
  autoComplete,
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
        <Field label={t('fields.email')} error={errors.email}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="email"
              autoComplete={autoComplete ?? 'email'}
              dir="ltr"
              value={value.email}
              onChange={(event) => set({ email: event.target.value })}
            />
          )}
        </Field>
      ) : (
        <PhoneInput
          country={value.country}
          number={value.mobile}
          onCountry={(country) => set({ country })}
          onNumber={(mobile) => set({ mobile })}
          countryError={errors.country}
          numberError={errors.mobile}
          numberLabel={t('fields.mobile')}
          autoComplete={autoComplete}
        />
      )}
    </>
  );
}
