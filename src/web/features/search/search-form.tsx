import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { ClientSearchBody } from '../../../shared/api/clients';
import { clientSearchBody } from '../../../shared/api/clients';
import type { Envelope } from '../../../shared/api/envelope';
import { ContactFields, type ContactKind, type ContactValue } from '../../ui/contact-fields';
import styles from '../../ui/form.module.css';
import { contactValueOf } from '../../ui/desk-handoff';
import { FormFooter } from '../../ui/form-footer';
import { defaultCountry } from '../../ui/use-countries';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';

interface SearchFormProps {
  kind: ContactKind;
  onKind: (kind: ContactKind) => void;
  /** Resolves to the API's answer; this form shows its field errors, if any. */
  onSearch: (body: ClientSearchBody) => Promise<Envelope<unknown>>;
  /** The contact to show at first (handed over by another screen). */
  initial?: ClientSearchBody | null;
  /** The person changed the contact: what was said about the last one no longer applies. */
  onEdit?: () => void;
}

/** Email, or country code and mobile number; the term goes in the POST body, never the URL. */
export function SearchForm({ kind, onKind, onSearch, initial, onEdit }: SearchFormProps) {
  const { t } = useTranslation();
  // The search is sent quietly: its failure shows here, beside the field or above the button.
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [value, setValue] = useState<Omit<ContactValue, 'kind'>>(() => {
    const { kind: _kind, ...rest } = initial
      ? contactValueOf(initial)
      : { kind: 'email', email: '', country: defaultCountry(), mobile: '' };
    return rest;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body =
      kind === 'email'
        ? { type: 'email', email: value.email }
        : { type: 'mobile', country: value.country, mobile: value.mobile };
    const checked = validate(clientSearchBody, body);
    if (!checked.ok) return void showErrors(checked.errors);
    clear(); // The previous search's errors go as this one starts.
    const envelope = await onSearch(checked.data);
    if (envelope.code === 0) clear();
    else showFailure(envelope);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate role="search">
      <ContactFields
        legend={t('search.by')}
        value={{ ...value, kind }}
        onChange={({ kind: next, ...rest }) => {
          setValue(rest);
          onEdit?.();
          if (next !== kind) {
            clear();
            onKind(next);
          }
        }}
        errors={errors}
        autoComplete="off"
      />
      <FormFooter error={formError} submitLabel={t('search.submit')} />
    </form>
  );
}
