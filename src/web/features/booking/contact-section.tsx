import { useTranslation } from '../../i18n/runtime/use-translation';
import { ContactFields, type ContactValue } from '../../ui/contact-fields';
import styles from '../../ui/form.module.css';
import { NameFields } from '../../ui/name-fields';
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
  /** "Your contact details", or the client's when staff book for them. */
  legend: string;
}

/** Who books, where the confirmation code goes, and (once sent) the code itself. */
export function ContactSection({ value, onChange, errors, codeSent, legend }: ContactSectionProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.choice} disabled={codeSent}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.form}>
        <NameFields
          value={value}
          onChange={(patch) => onChange({ ...value, ...patch })}
          errors={errors}
        />
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
