import { useTranslation } from '../../i18n/runtime/use-translation';
import type { ClientSearchBody, ClientSearchType } from '../../../shared/api/clients';
import { DateInput, useDateHint } from '../../ui/date-input';
import { Field } from '../../ui/field';
import { PhoneInput } from '../../ui/phone-input';
import { TextField } from '../../ui/text-field';
import type { FieldErrors } from '../../ui/validate';

/** Everything typed on the search screen: each kind keeps its own while the desk switches. */
export interface SearchValues {
  name: string;
  appointment_number: string;
  date_of_birth: string;
  dob_name: string;
  email: string;
  country: string;
  mobile: string;
}

/** The request body for one kind of search, from what was typed. */
export function searchBody(kind: ClientSearchType, v: SearchValues): ClientSearchBody {
  switch (kind) {
    case 'name':
      return { type: 'name', name: v.name };
    case 'appointment':
      return { type: 'appointment', appointment_number: v.appointment_number };
    case 'dob':
      return { type: 'dob', date_of_birth: v.date_of_birth, name: v.dob_name };
    case 'email':
      return { type: 'email', email: v.email };
    default:
      return { type: 'mobile', country: v.country, mobile: v.mobile };
  }
}

interface SearchFieldsProps {
  kind: ClientSearchType;
  values: SearchValues;
  onChange: (patch: Partial<SearchValues>) => void;
  errors: FieldErrors;
}

/** The inputs of one kind of search; staff type someone else's details, so nothing autofills. */
export function SearchFields({ kind, values, onChange, errors }: SearchFieldsProps) {
  const { t } = useTranslation();
  const dateHint = useDateHint();
  switch (kind) {
    case 'name':
      return (
        <TextField
          label={t('search.nameLabel')}
          hint={t('search.nameHint')}
          error={errors.name}
          autoComplete="off"
          spellCheck={false}
          value={values.name}
          onChange={(name) => onChange({ name })}
        />
      );
    case 'appointment':
      return (
        <TextField
          label={t('clientInfo.appointmentNumber')}
          hint={t('search.appointmentHint')}
          error={errors.appointment_number}
          autoComplete="off"
          spellCheck={false}
          value={values.appointment_number}
          onChange={(appointment_number) => onChange({ appointment_number })}
        />
      );
    case 'dob':
      return (
        <>
          <Field label={t('fields.dateOfBirth')} error={errors.date_of_birth} hint={dateHint}>
            {(control) => (
              <DateInput
                control={control}
                autoComplete="off"
                value={values.date_of_birth || undefined}
                onChange={(date_of_birth) => onChange({ date_of_birth: date_of_birth ?? '' })}
              />
            )}
          </Field>
          <TextField
            label={t('search.dobNameLabel')}
            error={errors.name}
            autoComplete="off"
            spellCheck={false}
            value={values.dob_name}
            onChange={(dob_name) => onChange({ dob_name })}
          />
        </>
      );
    case 'email':
      return (
        <TextField
          label={t('fields.email')}
          error={errors.email}
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(email) => onChange({ email })}
        />
      );
    case 'mobile':
      return (
        <PhoneInput
          country={values.country}
          number={values.mobile}
          onCountry={(country) => onChange({ country })}
          onNumber={(mobile) => onChange({ mobile })}
          countryError={errors.country}
          numberError={errors.mobile}
          numberLabel={t('fields.mobile')}
          autoComplete="off"
        />
      );
  }
}
