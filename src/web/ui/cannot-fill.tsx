import { useTranslation } from '../i18n/runtime/use-translation';
import { Link } from '../app/navigation';
import type { FormRightReason } from '../../shared/api/forms';
import formStyles from './form.module.css';
import pageStyles from './page.module.css';

interface CannotFillProps {
  /** Which form cannot be filled: the full medical form or the re-consent form. */
  form: 'mf' | 'rf';
  reason: FormRightReason;
  /** Where the full form is, when that is the next step. */
  mfPath?: string | null;
}

/**
 * Why a form cannot be filled now and what to do instead (spec §8 "cannot fill MF" / "cannot
 * fill RF"), shown before anyone types rather than as an error after.
 */
export function CannotFill({ form, reason, mfPath }: CannotFillProps) {
  const { t } = useTranslation();
  const fullFormNext = reason === 'consent_expired' || reason === 'no_consent_on_file';
  return (
    <div className={formStyles.notice} role="status" data-testid="cannot-fill" data-reason={reason}>
      <p className={pageStyles.lead}>
        <strong>{t(form === 'mf' ? 'forms.cannotFillMf' : 'forms.cannotFillRf')}</strong>
      </p>
      <p>{t(`cannotFill.reason.${reason}`)}</p>
      {fullFormNext && mfPath ? (
        <Link className={pageStyles.button} to={mfPath} data-testid="go-to-full-form">
          {t('cannotFill.openFullForm')}
        </Link>
      ) : null}
      {reason === 'sign_in_required' ? (
        <Link className={pageStyles.button} to="/login">
          {t('cannotFill.signIn')}
        </Link>
      ) : null}
    </div>
  );
}
