import { useTranslation } from '../../i18n/runtime/use-translation';
import type { BookingOptionsDto, BookingSlotsDto } from '../../../shared/api/clients';
import { findService } from '../../../shared/booking-services';
import { Field } from '../../ui/field';
import { formatCount, formatTime } from '../../ui/format-date';
import styles from '../../ui/form.module.css';
import type { FieldErrors } from '../../ui/validate';
import bookingStyles from './booking.module.css';
import { localDate } from './use-booking-data';

/** A plural key (the catalogs hold `bookOnline.placesLeft_zero`, `_one`, … `_other`). */
const PLACES_LEFT_KEY = 'bookOnline.placesLeft';

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

/**
 * Clinic, treatment, day and one of that day's free start times. A full time stays on the list,
 * marked full; staff also read how many places each time has left.
 */
export function SlotPicker({ options, slots, value, onChange, errors }: SlotPickerProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<SlotChoice>) => onChange({ ...value, ...patch });
  const store = options.stores.find((s) => s.code === value.store_code);
  const shown = slots?.slots.filter((s) => s.available || s.full) ?? [];
  const clock = store ? { country: store.country, timezone: store.timezone } : null;
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
      {store?.address ? (
        <p className={styles.hint} data-testid="store-address">
          {store.address}
        </p>
      ) : null}
      <Field label={t('bookOnline.service')} error={errors.service}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            value={value.service}
            onChange={(event) => set({ service: event.target.value, starts_at: '' })}
          >
            <option value="">{t('bookOnline.chooseService')}</option>
            {(store?.services ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {t('bookOnline.serviceMinutes', {
                  name: t(findService(s.id)?.name_key ?? s.id),
                  minutes: formatCount(s.duration_minutes, clock),
                })}
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
        {value.store_code && slots && !shown.some((s) => s.available) ? (
          <p className={styles.notice}>{t('bookOnline.noSlots')}</p>
        ) : null}
        <div className={bookingStyles.slots}>
          {shown.map((slot) => (
            <label
              key={slot.starts_at}
              className={`${styles.choiceOption} ${slot.full ? bookingStyles.full : ''}`}
              data-slot={slot.starts_at}
            >
              <input
                type="radio"
                name="slot"
                value={slot.starts_at}
                disabled={!slot.available}
                checked={value.starts_at === slot.starts_at}
                onChange={() => set({ starts_at: slot.starts_at })}
              />
              <span className={bookingStyles.slotText}>
                <span>{formatTime(slot.starts_at, clock)}</span>
                {slot.full ? (
                  <span className={bookingStyles.slotNote}>{t('bookOnline.full')}</span>
                ) : slot.places_left !== null ? (
                  <span className={bookingStyles.slotNote}>
                    {t(PLACES_LEFT_KEY, {
                      count: slot.places_left,
                      places: formatCount(slot.places_left, clock),
                    })}
                  </span>
                ) : null}
              </span>
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
