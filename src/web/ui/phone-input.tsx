import { useTranslation } from '../i18n/runtime/use-translation';
import { toAsciiDigits } from '../../shared/digits';
import { Field } from './field';
import styles from './form.module.css';
import { useCountries } from './use-countries';

interface PhoneInputProps {
  country: string;
  number: string;
  onCountry: (code: string) => void;
  onNumber: (value: string) => void;
  /** Translation keys of each part's error. */
  countryError?: string | undefined;
  numberError?: string | undefined;
  numberLabel?: string;
  /** 'off' when typing someone else's number, so the browser does not offer one's own. */
  autoComplete?: string;
}

/** A mobile number as people write it at home: country code from a list, then the number. */
export function PhoneInput(props: PhoneInputProps) {
  const { t } = useTranslation();
  const countries = useCountries();
  return (
    <div className={styles.phone}>
      <Field label={t('fields.countryCode')} error={props.countryError}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={props.country}
            onChange={(event) => props.onCountry(event.target.value)}
          >
            {countries.length === 0 ? <option value={props.country}>{props.country}</option> : null}
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (${c.dial})`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={props.numberLabel ?? t('fields.phoneNumber')} error={props.numberError}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="tel"
            inputMode="tel"
            autoComplete={props.autoComplete ?? 'tel'}
            dir="ltr"
            value={props.number}
            onChange={(event) => props.onNumber(toAsciiDigits(event.target.value))}
          />
        )}
      </Field>
    </div>
  );
}
