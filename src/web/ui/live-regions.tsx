import { useSyncExternalStore } from 'react';
import { announcements } from './announcer';
import formStyles from './form.module.css';

/** The page's two live regions, empty until `announce` writes into them; mounted once. */
export function LiveRegions() {
  const text = useSyncExternalStore(announcements.subscribe, announcements.get, announcements.get);
  return (
    <div className={formStyles.visuallyHidden}>
      <div role="status" aria-live="polite" aria-atomic="true" data-testid="announce-polite">
        {text.polite}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" data-testid="announce-assertive">
        {text.assertive}
      </div>
    </div>
  );
}
