import { useTranslation } from '../../i18n/runtime/use-translation';
import { ValueText } from '../../ui/value-text';
import type { SignedDetailChangeDto } from '../../../shared/api/visits';
import { formatDate } from '../../ui/format-date';
import styles from './clinical.module.css';

/**
 * Where the client signed another name, gender or date of birth than the booking gave: the
 * record now holds what was signed, and staff see both before they check the client's ID.
 */
export function SignedChanges({ changes }: { changes: readonly SignedDetailChangeDto[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return null;
  const show = (field: SignedDetailChangeDto['field'], value: string | null) => {
    if (value === null) return '—';
    if (field === 'date_of_birth') return formatDate(value);
    if (field === 'gender') return t(`gender.${value}`, value);
    return value;
  };
  return (
    <div className={styles.signedChanges} data-testid="signed-changes" role="note">
      <h3 className={styles.subTitle}>{t('recordDetails.title')}</h3>
      <p>{t('recordDetails.intro')}</p>
      <dl className={styles.facts}>
        {changes.map((c) => (
          <div key={`${c.submission_id}-${c.field}`} data-field={c.field}>
            <dt>{t(`recordDetails.field.${c.field}`)}</dt>
            <dd>
              <span className={styles.booked}>
                {t('recordDetails.booked')}: <ValueText>{show(c.field, c.booked)}</ValueText>
              </span>
              <br />
              {t('recordDetails.signed')}: <ValueText>{show(c.field, c.signed)}</ValueText>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
