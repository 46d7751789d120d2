import { useTranslation } from 'react-i18next';
import { ContactFields, type ContactValue } from '../../ui/contact-fields';
import { Field } from '../../ui/field';
import styles from '../../ui/form.module.css';
import type { FieldErrors } from '../../ui/validate';

export interface ContactDetails extends ContactValue {
  first_name: string;
  last_name: string;
  code: string;
}

interface ContactSectionProps {
  value: ContactDetails;
  onChange: (next: ContactDetails) => void;
  errors: FieldErrors;
  /** The code was sent: the contact is fixed and the code is asked for. */
  codeSent: boolean;
}

/** Who books, where the confirmation code goes, and (once sent) the code itself. */
export function ContactSection({ value, onChange, errors, codeSent }: ContactSectionProps) {
  const { t } = useTranslation();
  const text = (key: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <Field label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="text"
          autoComplete={autoComplete}
          value={value[key]}
          onChange={(event) => onChange({ ...value, [key]: event.target.value })}
        />
      )}
    </Field>
  );
  return (
    <fieldset className={styles.choice} disabled={codeSent}>
      <legend className={styles.legend}>{t('bookOnline.contact')}</legend>
      <div className={styles.form}>
        {text('first_name', t('fields.firstName'), 'given-name')}
        {text('last_name', t('fields.lastName'), 'family-name')}
        <ContactFields
          legend={t('bookOnline.codeBy')}
          value={value}
          onChange={(next) => onChange({ ...value, ...next })}
          errors={errors}
        />
      </div>
    </fieldset>
  );
}
