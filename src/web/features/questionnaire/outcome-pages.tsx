import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link, useLocation } from '../../app/navigation';
import pageStyles from '../../ui/page.module.css';
import { PageHeading } from '../../ui/page-heading';
import { lastFormPath } from './local-draft';
import { readOutcome } from './outcome';
import { SignedCopyLink } from './signed-copy-link';
import { valueSentence } from '../../ui/value-text';

/** /medicalSuccess: the questionnaire was received. */
export function MedicalSuccessPage() {
  const { t } = useTranslation();
  const outcome = readOutcome();
  const title = t('pages.medicalSuccess.title');
  return (
    <section data-page="medicalSuccess">
      <PageHeading title={title}>{title}</PageHeading>
      <p className={pageStyles.lead}>{t('pages.medicalSuccess.body')}</p>
      {outcome ? (
        <>
          <p className={pageStyles.meta} data-testid="submission-reference">
            {valueSentence((v) => t('outcome.reference', v), {
              reference: outcome.submissionId.slice(0, 8).toUpperCase(),
            })}
          </p>
          <SignedCopyLink submissionId={outcome.submissionId} />
        </>
      ) : null}
    </section>
  );
}

/** /medicalError: the form could not be sent; the answers wait on this device. */
export function MedicalErrorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as { message?: unknown } | null;
  const message = typeof state?.message === 'string' ? state.message : null;
  const back = lastFormPath();
  const title = t('pages.medicalError.title');
  return (
    <section data-page="medicalError">
      <PageHeading title={title}>{title}</PageHeading>
      {message ? (
        <p className={pageStyles.lead} role="alert">
          {message}
        </p>
      ) : null}
      <p className={pageStyles.lead}>{t('pages.medicalError.body')}</p>
      {back ? (
        <Link className={pageStyles.button} to={back}>
          {t('outcome.backToForm')}
        </Link>
      ) : (
        <p className={pageStyles.meta}>{t('outcome.openLinkAgain')}</p>
      )}
    </section>
  );
}
