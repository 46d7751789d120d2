import { useTranslation } from '../../i18n/runtime/use-translation';
import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import { LANGUAGE_NAMES, isLanguage } from '../../../shared/languages';
import formStyles from '../../ui/form.module.css';
import { formatDateTime } from '../../ui/format-date';
import { AcknowledgementList } from './acknowledgement-list';
import { AddendaList, AddendumForm } from './addenda';
import { AgreedDocuments } from './agreed-documents';
import { AnswerList } from './answer-list';
import styles from './clinical.module.css';
import { ContentHash } from './content-hash';
import { SignatureList } from './signature-list';
import { valueSentence } from '../../ui/value-text';

interface SubmissionViewProps {
  submission: RecordSubmissionDto;
  title: string;
  /** The submission's own template; undefined while it loads. */
  template: Template | undefined;
  templateFailed: boolean;
  onRetryTemplate: () => void;
  flagged?: ReadonlyMap<string, string[]>;
  sectionFilter?: (sectionId: string) => boolean;
  /** Practitioners and nurses may add a correction to any signed record. */
  canAmend: boolean;
  onAmended: () => Promise<void>;
}

/** One signed record, read-only, with its corrections beside it. */
export function SubmissionView(props: SubmissionViewProps) {
  const { t } = useTranslation();
  const { submission: s, template } = props;
  const titleId = `record-${s.submission_id}`;
  const language = isLanguage(s.locale) ? LANGUAGE_NAMES[s.locale] : s.locale;
  return (
    // A group within the page's "Signed forms" or decision region, not a landmark of its own.
    <section
      className={styles.panel}
      role="group"
      aria-labelledby={titleId}
      data-testid={`record-${s.kind}`}
      data-submission={s.submission_id}
    >
      <h3 id={titleId} className={styles.panelTitle}>
        {props.title}
      </h3>
      <p className={styles.status} id={`${titleId}-when`}>
        {t('review.signedAt', { when: formatDateTime(s.submitted_at) })}
        {s.signed_by ? ' · ' : ''}
        {s.signed_by
          ? valueSentence(
              (v) =>
                t('review.signedBy', {
                  ...v,
                  role: t(`addendum.role.${s.signed_by!.role}`, s.signed_by!.role),
                }),
              { name: s.signed_by.name },
            )
          : null}
        {' · '}
        {t('review.locale', { language })}
        {' · '}
        {t('review.template', { id: s.template_id, version: s.version })}
      </p>
      <div className={styles.recordGrid}>
        <div>
          {template ? (
            <>
              <AnswerList
                submissionId={s.submission_id}
                template={template}
                answers={s.answers}
                flagged={props.flagged}
                sectionFilter={props.sectionFilter}
              />
              <AcknowledgementList
                acknowledgements={s.acknowledgements}
                template={template}
                submissionId={s.submission_id}
              />
            </>
          ) : props.templateFailed ? (
            <div className={formStyles.alert} role="alert">
              <p>{t('review.templateFailed', { id: s.template_id })}</p>
              <button
                type="button"
                className={formStyles.secondary}
                onClick={props.onRetryTemplate}
              >
                {t('chunk.retry')}
              </button>
            </div>
          ) : (
            <p role="status">{t('loading.label')}</p>
          )}
          <SignatureList signatures={s.signatures} template={template} />
          {s.kind === 'mf' || s.kind === 'rf' || s.kind === 'brief' ? (
            <AgreedDocuments documents={s.documents} />
          ) : null}
          <ContentHash hash={s.content_sha256} />
        </div>
        <div>
          <AddendaList addenda={s.addenda} />
          {props.canAmend ? (
            <AddendumForm submissionId={s.submission_id} onAdded={props.onAmended} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
