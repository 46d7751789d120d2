import { useTranslation } from 'react-i18next';
import { GENDERS } from '../../../shared/genders';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import { PhoneInput } from '../../ui/phone-input';
import type { FieldErrors } from '../../ui/validate';

export interface DetailsValue {
  first_name: string;
  last_name: string;
  gender: string;
  date_of_birth: string;
  occupation: string;
  address: string;
  email: string;
  country: string;
  mobile: string;
}

type TextKey = 'first_name' | 'last_name' | 'occupation' | 'email';

interface DetailsFieldsProps {
  value: DetailsValue;
  onChange: (next: DetailsValue) => void;
  errors: FieldErrors;
}

/** Names, gender (spec §3 list), date of birth, occupation, address, email and mobile. */
export function DetailsFields({ value, onChange, errors }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<DetailsValue>) => onChange({ ...value, ...patch });
  const text = (key: TextKey, label: string, autoComplete: string, type = 'text') => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type={type}
          autoComplete={autoComplete}
          dir={type === 'email' ? 'ltr' : undefined}
          value={value[key]}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <>
      {text('first_name', t('fields.firstName'), 'given-name')}
      {text('last_name', t('fields.lastName'), 'family-name')}
      <Field label={t('fields.gender')} error={errors.gender}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={value.gender}
            onChange={(event) => set({ gender: event.target.value })}
          >
            <option value="">{t('details.chooseGender')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`gender.${g}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('fields.dateOfBirth')} error={errors.date_of_birth}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="date"
            autoComplete="bday"
            value={value.date_of_birth}
            onChange={(event) => set({ date_of_birth: event.target.value })}
          />
        )}
      </Field>
      {text('occupation', t('fields.occupation'), 'organization-title')}
      <Field label={t('fields.address')} error={errors.address}>
        {(control) => (
          <textarea
            {...control}
            className={styles.input}
            rows={3}
            autoComplete="street-address"
            value={value.address}
            onChange={(event) => set({ address: event.target.value })}
          />
        )}
      </Field>
      {text('email', t('fields.email'), 'email', 'email')}
      <PhoneInput
        country={value.country}
        number={value.mobile}
        onCountry={(country) => set({ country })}
        onNumber={(mobile) => set({ mobile })}
        countryError={errors.country}
        numberError={errors.mobile}
        numberLabel={t('fields.mobile')}
      />
    </>
  );
}
