import { useSyncExternalStore } from 'react';
import { announcements } from './announcer';
import formStyles from './form.module.css';

/**
 * The page's two live regions, empty until `announce` writes into them; mounted once. Live by
 * `aria-live` alone: as an always-present status and alert they would be found beside every
 * message a page shows with those roles.
 */
export function LiveRegions() {
  const text = useSyncExternalStore(announcements.subscribe, announcements.get, announcements.get);
  return (
    <div className={formStyles.visuallyHidden}>
      <div aria-live="polite" aria-atomic="true" data-testid="announce-polite">
        {text.polite}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="announce-assertive">
        {text.assertive}
      </div>
    </div>
  );
}
