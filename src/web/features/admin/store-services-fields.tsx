import { useTranslation } from '../../i18n/runtime/use-translation';
import { BOOKABLE_SERVICES } from '../../../shared/booking-services';
import formStyles from '../../ui/form.module.css';
import type { FieldErrors } from '../../ui/validate';
import { offeredServices, type StoreDraft } from './store-draft';
import styles from './stores.module.css';

interface StoreServicesFieldsProps {
  draft: StoreDraft;
  errors: FieldErrors;
  onChange: (services: StoreDraft['services']) => void;
}

/** Which of the group's services the store offers, each with its minutes in the chair. */
export function StoreServicesFields({ draft, errors, onChange }: StoreServicesFieldsProps) {
  const { t } = useTranslation();
  const offered = offeredServices(draft);
  const set = (id: string, patch: Partial<StoreDraft['services'][string]>) =>
    onChange({ ...draft.services, [id]: { ...draft.services[id]!, ...patch } });
  return (
    <fieldset
      className={styles.group}
      aria-describedby={errors.services ? 'services-error' : undefined}
    >
      <legend className={formStyles.legend}>{t('stores.services')}</legend>
      <p className={formStyles.hint}>{t('stores.servicesHint')}</p>
      {BOOKABLE_SERVICES.map((service) => {
        const name = t(service.name_key);
        const value = draft.services[service.id]!;
        // An error names the service by its place among those offered (`services.<i>`).
        const index = offered.indexOf(service.id);
        const error =
          index >= 0
            ? (errors[`services.${index}.duration_minutes`] ?? errors[`services.${index}.id`])
            : undefined;
        const errorId = `service-${service.id}-error`;
        return (
          <div key={service.id} className={styles.day} data-service={service.id}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={value.offered}
                onChange={(event) => set(service.id, { offered: event.target.checked })}
              />
              {name}
            </label>
            {value.offered ? (
              <label className={styles.time}>
                <span>{t('stores.minutes')}</span>
                <input
                  className={formStyles.input}
                  inputMode="numeric"
                  aria-label={t('stores.minutesOf', { service: name })}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? errorId : undefined}
                  value={value.minutes}
                  onChange={(event) => set(service.id, { minutes: event.target.value })}
                />
              </label>
            ) : null}
            {error ? (
              <p id={errorId} className={formStyles.error}>
                {t(error)}
              </p>
            ) : null}
          </div>
        );
      })}
      {errors.services ? (
        <p id="services-error" className={formStyles.error}>
          {t(errors.services)}
        </p>
      ) : null}
    </fieldset>
  );
}
