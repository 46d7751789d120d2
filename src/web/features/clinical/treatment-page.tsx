import { useMemo } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import formStyles from '../../ui/form.module.css';
import { useFormsTexts } from '../../ui/forms-texts';
import { FormsTextsStatus } from '../../ui/forms-texts-status';
import { reviewPath } from '../../ui/review-path';
import styles from './clinical.module.css';
import { ClearanceDecision } from './clearance-decision';
import { Confirmation } from '../../ui/confirmation';
import { KeyFacts } from './key-facts';
import { RecordHeader } from './record-header';
import { flagEntries } from './record-flags';
import { StaffRecordView } from './record-sections';
import { TreatmentForm } from './treatment-form';
import { useTemplates } from './use-templates';
import { VisitFrame, type VisitContext } from './visit-frame';

/**
 * The nurse's treatment record (`/medical/{store}/{version}?appointment=`): opens only once the
 * practitioner has cleared the visit; the client's flags and key facts stay at the top; once
 * signed it is shown read-only and the appointment is completed. Other staff read it.
 */
export function TreatmentPage() {
  const { t } = useTranslation();
  return (
    <VisitFrame title={t('treatment.title')} page="treatment">
      {(context) => <Treatment {...context} />}
    </VisitFrame>
  );
}

function Treatment({ record, user, reload }: VisitContext) {
  const { t } = useTranslation();
  const texts = useFormsTexts('all sections');
  const newest = record.questionnaires[0];
  const medicalId = record.treatment?.template_id ?? record.templates.medical.template_id;
  const ids = useMemo(
    () => [medicalId, ...record.questionnaires.map((q) => q.template_id)],
    [medicalId, record.questionnaires],
  );
  const templates = useTemplates(ids);
  const entries = useMemo(
    () => flagEntries(record.questionnaires, templates.templates),
    [record.questionnaires, templates.templates],
  );
  if (texts.state !== 'ready') return <FormsTextsStatus texts={texts} />;
  const { appointment } = record;
  const review = reviewPath(appointment.store_code, appointment.id, newest?.template_id);
  const reviewLink = review ? (
    <p className={styles.noPrint}>
      <Link to={review} data-testid="open-review">
        {t('treatment.openReview')}
      </Link>
    </p>
  ) : null;
  return (
    <>
      <RecordHeader record={record} />
      <ClearanceDecision appointment={appointment} />
      <KeyFacts
        entries={entries}
        questionnaire={newest}
        template={newest ? templates.templates.get(newest.template_id) : undefined}
        brand={appointment.brand}
      />
      {record.treatment ? (
        <>
          {appointment.state === 'completed' ? (
            <Confirmation
              className={`${styles.panel} ${styles.decision} ${styles.ok}`}
              testId="completed"
            >
              {t('treatment.completed')}
            </Confirmation>
          ) : null}
          <StaffRecordView
            submission={record.treatment}
            title={t('review.kind.medical')}
            templates={templates}
            role={user.role}
            onAmended={reload}
            sectionRole="nurse"
          />
          {reviewLink}
        </>
      ) : appointment.clearance !== 'cleared' ? (
        <div className={formStyles.notice} data-testid="awaiting-clearance">
          <p>
            {appointment.clearance === 'not_cleared'
              ? t('treatment.notCleared')
              : t('treatment.awaitingClearance')}
          </p>
          {reviewLink}
        </div>
      ) : user.role !== 'nurse' ? (
        <div className={formStyles.notice} data-testid="awaiting-nurse">
          <p>{t('treatment.awaitingNurse')}</p>
          {reviewLink}
        </div>
      ) : (
        <TreatmentForm
          record={record}
          user={user}
          reload={reload}
          templateId={medicalId}
          templates={templates}
        />
      )}
    </>
  );
}
