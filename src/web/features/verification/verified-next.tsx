import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import type { VerifyEncodeDetailData } from '../../../shared/api/verification';
import form from '../../ui/form.module.css';
import styles from '../../ui/page.module.css';

interface VerifiedNextProps {
  data: VerifyEncodeDetailData;
  /** The medical form of the store's live entry, when the answer names none. */
  fallbackMfPath: string | null;
}

/** After a confirmed code: "verified" and the button to the next step (issue 6.6). */
export function VerifiedNext({ data, fallbackMfPath }: VerifiedNextProps) {
  const { t } = useTranslation();
  const mfPath = data.mf?.path ?? fallbackMfPath;
  return (
    <div className={form.form} data-next={data.next}>
      <p className={form.notice} role="status">
        {t('verification.verifyOk')}
      </p>
      {data.next === 'mf' && mfPath && (
        <Link className={styles.button} to={mfPath}>
          {t('verification.goToMf')}
        </Link>
      )}
      {data.next === 'rf' && (
        <Link className={styles.button} to="/rf">
          {t('verification.goToRf')}
        </Link>
      )}
      {(data.next === 'done' || (data.next === 'mf' && !mfPath)) && (
        <p className={styles.lead}>{t('verification.allSet')}</p>
      )}
    </div>
  );
}
