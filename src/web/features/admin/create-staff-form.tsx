import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import {
  createStaffBody,
  STAFF_ROLES,
  type StaffDto,
  type StaffRole,
} from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { callApi } from '../../api/endpoint';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { PhoneInput } from '../../ui/phone-input';
import { showToast } from '../../ui/toast-store';
import { defaultCountry } from '../../ui/use-countries';
import { useApiForm } from '../../ui/use-api-form';
import { validate } from '../../ui/validate';
import { AdminFields } from './admin-fields';
import styles from './staff.module.css';

const EMPTY = { name: '', email: '', password: '', mobile: '', role: 'nurse' as StaffRole };

/** A new staff account: name, email, optional mobile, role and an initial password. */
export function CreateStaffForm({ onCreated }: { onCreated: (row: StaffDto) => void }) {
  const { t } = useTranslation();
  // Failures no field explains go to a toast here, so `formError` is not shown.
  const { formRef, errors, showErrors, showFailure, clear } = useApiForm();
  const [draft, setDraft] = useState(EMPTY);
  const [country, setCountry] = useState(defaultCountry);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const mobile = draft.mobile.trim();
    // An empty mobile is no mobile: the field is optional.
    const body = { ...draft, mobile: mobile || undefined, country: mobile ? country : undefined };
    const checked = validate(createStaffBody, body);
    // The last errors stay on screen while the request runs; its answer replaces them.
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await callApi('POST /api/admin/staff', { body }, { quiet: true });
    if (envelope.code !== 0) {
      if (showFailure(envelope)) return;
      // An ended session is handled centrally (session-expiry.ts): off to /login, no toast.
      if (envelope.code === ERROR_CODES.sessionExpired) return;
      return showToast('error', envelope.message);
    }
    clear();
    setDraft(EMPTY);
    onCreated(envelope.data);
    showToast('success', t('staff.created', { name: envelope.data.name }));
  }

  return (
    <section className={styles.section} aria-labelledby="create-staff-title">
      <h2 id="create-staff-title" className={styles.sectionTitle}>
        {t('staff.createTitle')}
      </h2>
      <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
        <AdminFields value={draft} onChange={setDraft} errors={errors} />
        <PhoneInput
          country={country}
          number={draft.mobile}
          onCountry={setCountry}
          onNumber={(mobile) => setDraft({ ...draft, mobile })}
          countryError={errors.country}
          numberError={errors.mobile}
          numberLabel={t('fields.mobileOptional')}
          autoComplete="off"
        />
        <Field label={t('staff.role')} error={errors.role}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={draft.role}
              onChange={(event) => setDraft({ ...draft, role: event.target.value as StaffRole })}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`staff.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary}>
            {t('staff.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
