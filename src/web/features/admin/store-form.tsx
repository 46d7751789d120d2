import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Envelope } from '../../../shared/api/envelope';
import {
  storeUpdateBody,
  type StoreAdminDto,
  type StoreUpdateBody,
} from '../../../shared/api/stores';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../shared/languages';
import { Field } from '../../ui/field';
import formStyles from '../../ui/form.module.css';
import { TextField } from '../../ui/text-field';
import { showToast } from '../../ui/toast-store';
import { useApiForm } from '../../ui/use-api-form';
import { useCountries } from '../../ui/use-countries';
import { validate } from '../../ui/validate';
import { bodyOf, draftOf, type StoreDraft } from './store-draft';
import { StoreHoursFields } from './store-hours-fields';
import { StoreServicesFields } from './store-services-fields';
import styles from './stores.module.css';

interface StoreFormProps {
  store: StoreAdminDto;
  onSave: (code: string, body: StoreUpdateBody) => Promise<Envelope<StoreAdminDto | null>>;
}

/** Every IANA zone the browser knows, with the store's own even when it is an older alias. */
function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** One store's operating details, checked here as the server checks them, then saved whole. */
export function StoreForm({ store, onSave }: StoreFormProps) {
  const { t } = useTranslation();
  const { formRef, errors, formError, showErrors, showFailure, clear } = useApiForm();
  const [draft, setDraft] = useState<StoreDraft>(() => draftOf(store));
  const countries = useCountries();
  const zones = useMemo(() => timeZones(store.timezone), [store.timezone]);
  const titleId = useId();
  const set = (patch: Partial<StoreDraft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(storeUpdateBody, bodyOf(draft));
    if (!checked.ok) return void showErrors(checked.errors);
    const envelope = await onSave(store.code, checked.data);
    if (envelope.code !== 0) return void showFailure(envelope);
    clear();
    showToast('success', t('stores.saved', { name: envelope.data?.name ?? store.name }));
  }

  return (
    <section className={styles.editor} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.editorTitle} tabIndex={-1}>
        {t('stores.editTitle', { name: store.name, code: store.code })}
      </h2>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('stores.name')}
          error={errors.name}
          autoComplete="off"
          value={draft.name}
          onChange={(name) => set({ name })}
        />
        <TextField
          label={t('stores.address')}
          error={errors.address}
          autoComplete="off"
          value={draft.address}
          onChange={(address) => set({ address })}
        />
        <TextField
          label={t('stores.phone')}
          hint={t('stores.phoneHint')}
          error={errors.phone}
          autoComplete="off"
          inputMode="tel"
          value={draft.phone}
          onChange={(phone) => set({ phone })}
        />
        <Field label={t('stores.country')} hint={t('stores.countryHint')} error={errors.country}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={draft.country}
              onChange={(event) => set({ country: event.target.value })}
            >
              {countries.length === 0 ? (
                <option value={draft.country}>{draft.country}</option>
              ) : null}
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {`${c.name} (${c.dial})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('stores.timezone')} error={errors.timezone}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              dir="ltr"
              value={draft.timezone}
              onChange={(event) => set({ timezone: event.target.value })}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('stores.language')} hint={t('stores.languageHint')} error={errors.language}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={draft.language}
              onChange={(event) => set({ language: event.target.value })}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <StoreHoursFields
          hours={draft.hours}
          errors={errors}
          onChange={(hours) => set({ hours })}
        />
        <TextField
          label={t('stores.chairs')}
          hint={t('stores.chairsHint')}
          error={errors.chairs}
          autoComplete="off"
          inputMode="numeric"
          value={draft.chairs}
          onChange={(chairs) => set({ chairs })}
        />
        <StoreServicesFields
          draft={draft}
          errors={errors}
          onChange={(services) => set({ services })}
        />
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.online_booking}
            onChange={(event) => set({ online_booking: event.target.checked })}
          />
          {t('stores.onlineBookingLabel')}
        </label>
        {formError ? (
          <p role="alert" className={formStyles.alert}>
            {formError}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.primary}>
            {t('stores.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
