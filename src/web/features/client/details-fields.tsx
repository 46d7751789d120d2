import { useTranslation } from '../../i18n/runtime/use-translation';
import { GENDERS } from '../../../shared/genders';
import { DateInput, useDateHint } from '../../ui/date-input';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import { NameFields } from '../../ui/name-fields';
import { PhoneInput } from '../../ui/phone-input';
import { TextField } from '../../ui/text-field';
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

interface DetailsFieldsProps {
  value: DetailsValue;
  onChange: (next: DetailsValue) => void;
  errors: FieldErrors;
}

/** Names, gender (spec §3 list), date of birth, occupation, address, email and mobile. */
export function DetailsFields({ value, onChange, errors }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<DetailsValue>) => onChange({ ...value, ...patch });
  const dateHint = useDateHint();
  return (
    <>
      <NameFields value={value} onChange={set} errors={errors} />
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
      <Field label={t('fields.dateOfBirth')} error={errors.date_of_birth} hint={dateHint}>
        {(control) => (
          <DateInput
            control={control}
            autoComplete="bday"
            value={value.date_of_birth || undefined}
            onChange={(date_of_birth) => set({ date_of_birth: date_of_birth ?? '' })}
          />
        )}
      </Field>
      <TextField
        label={t('fields.occupation')}
        error={errors.occupation}
        autoComplete="organization-title"
        value={value.occupation}
        onChange={(occupation) => set({ occupation })}
      />
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
      <TextField
        label={t('fields.email')}
        error={errors.email}
        type="email"
        autoComplete="email"
        value={value.email}
        onChange={(email) => set({ email })}
      />
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
