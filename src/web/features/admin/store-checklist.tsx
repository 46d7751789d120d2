import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import { formatCount } from '../../ui/format-date';
import { groupStores } from './store-groups';
import type { StoreOption } from './use-staff-stores';
import styles from './staff.module.css';

interface StoreChecklistProps {
  stores: StoreOption[];
  chosen: string[];
  onToggle: (code: string, on: boolean) => void;
}

/**
 * The clinics to tick: real ones first, then trial and unnamed ones, with a filter by name and
 * a live count of what it shows. A ticked clinic the filter hides stays ticked.
 */
export function StoreChecklist({ stores, chosen, onToggle }: StoreChecklistProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const groups = groupStores(stores, filter);
  const list = (group: StoreOption[]) => (
    <ul className={styles.storeList}>
      {group.map((store) => (
        <li key={store.code}>
          <label className={styles.storeOption}>
            <input
              type="checkbox"
              checked={chosen.includes(store.code)}
              onChange={(event) => onToggle(store.code, event.target.checked)}
            />
            {store.name}
          </label>
        </li>
      ))}
    </ul>
  );

  return (
    <>
      <div className={styles.storesFilter}>
        <label htmlFor={filterId}>{t('staff.storesFilter')}</label>
        <input
          id={filterId}
          type="search"
          className={formStyles.input}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          // Enter here narrows the list; it must not save the clinics of the form around it.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
        <p role="status" className={formStyles.hint}>
          {t('staff.storesShown', {
            shown: formatCount(groups.shown),
            total: formatCount(groups.total),
          })}
        </p>
      </div>
      {groups.named.length > 0 ? (
        <fieldset className={styles.storeGroup}>
          <legend>{t('staff.storesNamed')}</legend>
          {list(groups.named)}
        </fieldset>
      ) : null}
      {groups.other.length > 0 ? (
        <fieldset className={styles.storeGroup}>
          <legend>{t('staff.storesOther')}</legend>
          {list(groups.other)}
        </fieldset>
      ) : null}
    </>
  );
}
