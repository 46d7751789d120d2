import { useTranslation } from '../../i18n/runtime/use-translation';
import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import styles from './clinical.module.css';
import { flagsByQuestion } from './record-flags';
import { SubmissionView } from './submission-view';
import type { TemplatesState } from './use-templates';

/** Practitioners and nurses write corrections; admins read. */
export const canAmend = (role: string | null): boolean =>
  role === 'practitioner' || role === 'nurse';

interface SignedFormsProps {
  questionnaires: readonly RecordSubmissionDto[];
  templates: TemplatesState;
  role: string | null;
  onAmended: () => Promise<void>;
}

/** The client's signed questionnaires for the visit, newest first, read-only. */
export function SignedForms({ questionnaires, templates, role, onAmended }: SignedFormsProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="signed-forms-title">
      <h2 id="signed-forms-title" className={styles.panelTitle}>
        {t('review.signedForms')}
      </h2>
      {questionnaires.length === 0 ? (
        <p className={styles.panel} data-testid="no-questionnaire">
          {t('review.noQuestionnaire')}
        </p>
      ) : (
        questionnaires.map((s) => (
          <StaffRecordView
            key={s.submission_id}
            submission={s}
            title={t(`review.kind.${s.kind}`)}
            templates={templates}
            role={role}
            onAmended={onAmended}
            flagged={flagsByQuestion(s)}
          />
        ))
      )}
    </section>
  );
}

interface StaffRecordViewProps {
  submission: RecordSubmissionDto;
  title: string;
  templates: TemplatesState;
  role: string | null;
  onAmended: () => Promise<void>;
  flagged?: ReadonlyMap<string, string[]>;
  /** Show only the sections of this role (a staff template also holds the other role's). */
  sectionRole?: 'practitioner' | 'nurse';
}

/** A signed record with its own template, looked up among those the page loaded. */
export function StaffRecordView(props: StaffRecordViewProps) {
  const { submission: s, templates } = props;
  const template: Template | undefined = templates.templates.get(s.template_id);
  const roleOf = (id: string) => template?.sections.find((x) => x.id === id)?.role;
  return (
    <SubmissionView
      submission={s}
      title={props.title}
      template={template}
      templateFailed={templates.failed.has(s.template_id)}
      onRetryTemplate={templates.retry}
      flagged={props.flagged}
      sectionFilter={props.sectionRole ? (id) => roleOf(id) === props.sectionRole : undefined}
      canAmend={canAmend(props.role)}
      onAmended={props.onAmended}
    />
  );
}
