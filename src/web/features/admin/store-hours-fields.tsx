import { useTranslation } from '../../i18n/runtime/use-translation';
import { WEEKDAYS, type WeekdayKey } from '../../../shared/store-settings';
import formStyles from '../../ui/form.module.css';
import type { FieldErrors } from '../../ui/validate';
import type { StoreDraft } from './store-draft';
import styles from './stores.module.css';

/** Monday first, as a clinic's week is read; Sunday 7 January 2024 names the days. */
const WEEK_ORDER: WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/**
 * Hours as the clinic writes them, "09:00" to "19:00", whatever the device's own language: a
 * browser's time picker would show a London clinic's hours as 07:00 PM on a US-English tablet.
 */
const CLOCK_INPUT = {
  type: 'text',
  inputMode: 'numeric',
  dir: 'ltr',
  maxLength: 5,
  autoComplete: 'off',
} as const;

function dayName(day: WeekdayKey, language: string): string {
  const sunday = Date.UTC(2024, 0, 7);
  const date = new Date(sunday + WEEKDAYS.indexOf(day) * 86_400_000);
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

interface StoreHoursFieldsProps {
  hours: StoreDraft['hours'];
  errors: FieldErrors;
  onChange: (hours: StoreDraft['hours']) => void;
}

/** Each weekday open or closed, with its opening and closing time in the store's own clock. */
export function StoreHoursFields({ hours, errors, onChange }: StoreHoursFieldsProps) {
  const { t, i18n } = useTranslation();
  const set = (day: WeekdayKey, patch: Partial<StoreDraft['hours'][WeekdayKey]>) =>
    onChange({ ...hours, [day]: { ...hours[day], ...patch } });
  return (
    <fieldset className={styles.group}>
      <legend className={formStyles.legend}>{t('stores.hours')}</legend>
      <p className={formStyles.hint}>{t('stores.hoursHint')}</p>
      {WEEK_ORDER.map((day) => {
        const name = dayName(day, i18n.language);
        const h = hours[day];
        const openError = errors[`opening_hours.${day}.open`];
        const closeError = errors[`opening_hours.${day}.close`];
        const errorId = `hours-${day}-error`;
        return (
          <div key={day} className={styles.day} data-day={day}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={h.open}
                onChange={(event) => set(day, { open: event.target.checked })}
              />
              {t('stores.openOn', { day: name })}
            </label>
            {h.open ? (
              <div className={styles.times}>
                <label className={styles.time}>
                  <span>{t('stores.opens')}</span>
                  <input
                    {...CLOCK_INPUT}
                    className={formStyles.input}
                    aria-label={t('stores.opensOn', { day: name })}
                    aria-invalid={Boolean(openError)}
                    aria-describedby={openError || closeError ? errorId : undefined}
                    value={h.from}
                    onChange={(event) => set(day, { from: event.target.value })}
                  />
                </label>
                <label className={styles.time}>
                  <span>{t('stores.closes')}</span>
                  <input
                    {...CLOCK_INPUT}
                    className={formStyles.input}
                    aria-label={t('stores.closesOn', { day: name })}
                    aria-invalid={Boolean(closeError)}
                    aria-describedby={openError || closeError ? errorId : undefined}
                    value={h.to}
                    onChange={(event) => set(day, { to: event.target.value })}
                  />
                </label>
              </div>
            ) : null}
            {openError || closeError ? (
              <p id={errorId} className={formStyles.error}>
                {t(openError ?? closeError!)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
