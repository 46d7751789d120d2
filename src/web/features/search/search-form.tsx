import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientSearchBody } from '../../../shared/api/clients';
import { clientSearchBody } from '../../../shared/api/clients';
import { ContactFields, type ContactKind, type ContactValue } from '../../ui/contact-fields';
import styles from '../../ui/form.module.css';
import { defaultCountry } from '../../ui/use-countries';
import { focusFirstInvalid, validate, type FieldErrors } from '../../ui/validate';

interface SearchFormProps {
  kind: ContactKind;
  onKind: (kind: ContactKind) => void;
  /** Resolves to field errors from the server, if any. */
  onSearch: (body: ClientSearchBody) => Promise<FieldErrors>;
}

/** Email, or country code and mobile number; the term goes in the POST body, never the URL. */
export function SearchForm({ kind, onKind, onSearch }: SearchFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState<Omit<ContactValue, 'kind'>>({
    email: '',
    country: defaultCountry(),
    mobile: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'email'
        ? { type: 'email', email: value.email }
        : { type: 'mobile', country: value.country, mobile: value.mobile };
    const checked = validate(clientSearchBody, body);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    const serverErrors = await onSearch(checked.data);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) focusFirstInvalid(formRef.current);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate role="search">
      <ContactFields
        legend={t('search.by')}
        value={{ ...value, kind }}
        onChange={({ kind: next, ...rest }) => {
          setValue(rest);
          if (next !== kind) {
            setErrors({});
            onKind(next);
          }
        }}
        errors={errors}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
