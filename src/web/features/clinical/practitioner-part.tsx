import { useTranslation } from '../../i18n/runtime/use-translation';
import formStyles from '../../ui/form.module.css';
import styles from './clinical.module.css';
import { ClearanceDecision } from './clearance-decision';
import { StaffRecordView } from './record-sections';
import { StaffSectionForm } from './staff-section-form';
import type { TemplatesState } from './use-templates';
import { useClearanceSafety } from './safety-setups';
import { postClearance } from './visit-api';
import type { VisitContext } from './visit-frame';

/**
 * The practitioner's part of the review: once signed, the decision and the signed section
 * (read-only for everyone); before that, the form for a practitioner and a notice for others.
 */
export function PractitionerPart({
  record,
  user,
  templates,
  reload,
}: VisitContext & { templates: TemplatesState }) {
  const { t } = useTranslation();
  const { appointment, practitioner } = record;
  const detail = record.templates.detail;
  const template = detail ? templates.templates.get(detail.template_id) : undefined;
  const safety = useClearanceSafety(record, templates);
  return (
    <section
      className={styles.page}
      aria-labelledby="practitioner-title"
      data-testid="practitioner"
    >
      <h2 id="practitioner-title" className={styles.panelTitle}>
        {t('review.practitionerTitle')}
      </h2>
      <ClearanceDecision appointment={appointment} />
      {practitioner ? (
        <StaffRecordView
          submission={practitioner}
          title={t('review.kind.detail')}
          templates={templates}
          role={user.role}
          onAmended={reload}
          sectionRole="practitioner"
        />
      ) : user.role !== 'practitioner' ? (
        <p className={formStyles.notice}>{t('review.awaitingPractitioner')}</p>
      ) : record.questionnaires.length === 0 ? (
        // Before the client signs, there is nothing to review yet (not a missing form).
        <p className={formStyles.notice}>{t('review.clearAfterForms')}</p>
      ) : !detail ? (
        <p className={formStyles.notice}>{t('review.noDetailTemplate')}</p>
      ) : template && safety ? (
        <StaffSectionForm
          template={template}
          safety={safety}
          role="practitioner"
          initialAnswers={{ practitioner_full_name: user.name }}
          signerName={user.name}
          submitLabel={t('review.signDecision')}
          send={(payload) => postClearance(appointment.id, payload)}
          onSigned={reload}
        />
      ) : templates.failed.has(detail.template_id) ? (
        <div className={formStyles.alert} role="alert">
          <p>{t('review.templateFailed', { id: detail.template_id })}</p>
          <button type="button" className={formStyles.secondary} onClick={templates.retry}>
            {t('chunk.retry')}
          </button>
        </div>
      ) : (
        <p role="status">{t('loading.label')}</p>
      )}
    </section>
  );
}
