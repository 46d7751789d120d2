import { useTranslation } from '../../i18n/runtime/use-translation';
import type { BookingOptionsDto, BookingSlotsDto } from '../../../shared/api/clients';
import { Field } from '../../ui/field';
import { formatTime } from '../../ui/format-date';
import styles from '../../ui/form.module.css';
import type { FieldErrors } from '../../ui/validate';
import bookingStyles from './booking.module.css';
import { localDate } from './use-booking-data';

export interface SlotChoice {
  store_code: string;
  service: string;
  date: string;
  starts_at: string;
}

interface SlotPickerProps {
  options: BookingOptionsDto;
  slots: BookingSlotsDto | null;
  value: SlotChoice;
  onChange: (next: SlotChoice) => void;
  errors: FieldErrors;
}

/** Clinic, treatment, day and one of that day's free one-hour slots. */
export function SlotPicker({ options, slots, value, onChange, errors }: SlotPickerProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SlotChoice>) => onChange({ ...value, ...patch });
  const free = slots?.slots.filter((s) => s.available) ?? [];
  return (
    <>
      <Field label={t('bookOnline.store')} error={errors.store_code}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={value.store_code}
            onChange={(event) => set({ store_code: event.target.value, starts_at: '' })}
          >
            <option value="">{t('bookOnline.chooseStore')}</option>
            {/* A store without a name of its own shows only when its link chose it. */}
            {options.stores
              .filter((s) => s.listed || s.code === value.store_code)
              .map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
          </select>
        )}
      </Field>
      <Field label={t('bookOnline.service')} error={errors.service}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={value.service}
            onChange={(event) => set({ service: event.target.value })}
          >
            <option value="">{t('bookOnline.chooseService')}</option>
            {options.services.map((s) => (
              <option key={s.id} value={s.id}>
                {t(s.name_key)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('bookOnline.date')} error={errors.date}>
        {(control) => (
          <input
            {...control}
            className={styles.input}
            type="date"
            min={localDate()}
            max={localDate(90)}
            value={value.date}
            onChange={(event) => set({ date: event.target.value, starts_at: '' })}
          />
        )}
      </Field>
      <fieldset
        className={styles.choice}
        aria-describedby={errors.starts_at ? 'slot-error' : undefined}
      >
        <legend className={styles.legend}>{t('bookOnline.time')}</legend>
        {!value.store_code ? <p className={styles.hint}>{t('bookOnline.storeFirst')}</p> : null}
        {value.store_code && slots && free.length === 0 ? (
          <p className={styles.notice}>{t('bookOnline.noSlots')}</p>
        ) : null}
        <div className={bookingStyles.slots}>
          {free.map((slot) => (
            <label key={slot.starts_at} className={styles.choiceOption}>
              <input
                type="radio"
                name="slot"
                value={slot.starts_at}
                checked={value.starts_at === slot.starts_at}
                onChange={() => set({ starts_at: slot.starts_at })}
              />
              <span>{formatTime(slot.starts_at, slots?.timezone ?? 'UTC')}</span>
            </label>
          ))}
        </div>
        {errors.starts_at ? (
          <p id="slot-error" className={styles.error}>
            {t(errors.starts_at)}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
