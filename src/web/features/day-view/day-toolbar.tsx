import { useId } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import styles from './day-view.module.css';

interface DayToolbarProps {
  stores: { code: string; name: string }[];
  storeCode: string;
  date: string;
  onStore: (code: string) => void;
  onDate: (date: string) => void;
}

/** Which clinic (when the member works at more than one) and which day. */
export function DayToolbar({ stores, storeCode, date, onStore, onDate }: DayToolbarProps) {
  const { t } = useTranslation();
  const storeId = useId();
  const dateId = useId();
  if (stores.length === 0) return null;
  return (
    <div className={styles.toolbar}>
      {stores.length > 1 ? (
        <div className={styles.control}>
          <label htmlFor={storeId}>{t('dayView.store')}</label>
          <select
            id={storeId}
            className={formStyles.input}
            value={storeCode}
            onChange={(event) => onStore(event.target.value)}
          >
            <option value="">{t('dayView.allStores')}</option>
            {stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.control}>
        <label htmlFor={dateId}>{t('dayView.date')}</label>
        <input
          id={dateId}
          type="date"
          className={formStyles.input}
          value={date}
          onChange={(event) => onDate(event.target.value)}
        />
      </div>
      <button type="button" className={formStyles.secondary} onClick={() => onDate('')}>
        {t('dayView.today')}
      </button>
    </div>
  );
}
