import { useTranslation } from 'react-i18next';
import { Choice } from '../../ui/choice';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import { PhoneInput } from '../../ui/phone-input';
import type { FieldErrors } from '../../ui/validate';
import type { Address, Channel } from './address';

interface AddressFieldsProps {
  value: Address;
  onChange: (next: Address) => void;
  errors: FieldErrors;
  /** Error paths of the email and mobile number (the password form calls both "account"). */
  emailPath?: string;
  mobilePath?: string;
  legend: string;
}

/** Email address, or country code plus mobile number, with the choice between them. */
export function AddressFields(props: AddressFieldsProps) {
  const { t } = useTranslation();
  const { value, onChange, errors } = props;
  const set = (patch: Partial<Address>) => onChange({ ...value, ...patch });
  return (
    <>
      <Choice<Channel>
        legend={props.legend}
        value={value.channel}
        onChange={(channel) => set({ channel })}
        options={[
          { value: 'email', label: t('fields.byEmail') },
          { value: 'sms', label: t('fields.byMobile') },
        ]}
      />
      {value.channel === 'email' ? (
        <Field label={t('fields.email')} error={errors[props.emailPath ?? 'email']}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              type="email"
              autoComplete="email"
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
          numberError={errors[props.mobilePath ?? 'mobile']}
          numberLabel={t('fields.mobile')}
        />
      )}
    </>
  );
}
