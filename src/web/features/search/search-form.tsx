import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type {
  ClientSearchBody,
  ClientSearchType,
  ContactSearchBody,
} from '../../../shared/api/clients';
import { clientSearchBody } from '../../../shared/api/clients';
import type { Envelope } from '../../../shared/api/envelope';
import { Choice } from '../../ui/choice';
import styles from '../../ui/form.module.css';
import { FormFooter } from '../../ui/form-footer';
import { defaultCountry } from '../../ui/use-countries';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import { SearchFields, searchBody, type SearchValues } from './search-fields';

interface SearchFormProps {
  kind: ClientSearchType;
  onKind: (kind: ClientSearchType) => void;
  /** Resolves to the API's answer; this form shows its field errors, if any. */
  onSearch: (body: ClientSearchBody) => Promise<Envelope<unknown>>;
  /** The contact to show at first (handed over by another screen). */
  initial?: ContactSearchBody | null;
  /** The person changed the term: what was said about the last one no longer applies. */
  onEdit?: () => void;
}

const KINDS: ClientSearchType[] = ['name', 'appointment', 'dob', 'email', 'mobile'];
const KIND_LABELS: Record<ClientSearchType, string> = {
  name: 'search.byName',
  appointment: 'clientInfo.appointmentNumber',
  dob: 'fields.dateOfBirth',
  email: 'fields.byEmail',
  mobile: 'fields.byMobile',
};

/**
 * Name, appointment number, date of birth (with a name or not), email, or country code and
 * mobile number; the term goes in the POST body, never the URL. The phone's country starts at
 * the member's own store's.
 */
export function SearchForm({ kind, onKind, onSearch, initial, onEdit }: SearchFormProps) {
  const { t } = useTranslation();
  // The search is sent quietly: its failure shows here, beside the field or above the button.
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [values, setValues] = useState<SearchValues>(() => ({
    name: '',
    appointment_number: '',
    date_of_birth: '',
    dob_name: '',
    email: initial?.type === 'email' ? initial.email : '',
    country: initial?.type === 'mobile' ? initial.country : defaultCountry(),
    mobile: initial?.type === 'mobile' ? initial.mobile : '',
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(clientSearchBody, searchBody(kind, values));
    if (!checked.ok) return void showErrors(checked.errors);
    clear(); // The previous search's errors go as this one starts.
    const envelope = await onSearch(checked.data);
    if (envelope.code === 0) clear();
    else showFailure(envelope);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate role="search">
      <Choice<ClientSearchType>
        legend={t('search.by')}
        value={kind}
        onChange={(next) => {
          clear();
          onEdit?.();
          onKind(next);
        }}
        options={KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
      />
      <SearchFields
        kind={kind}
        values={values}
        onChange={(patch) => {
          setValues((v) => ({ ...v, ...patch }));
          onEdit?.();
        }}
        errors={errors}
      />
      <FormFooter error={formError} submitLabel={t('search.submit')} />
    </form>
  );
}
