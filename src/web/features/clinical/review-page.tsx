import { useMemo } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import { Link } from '../../app/navigation';
import { useFormsTexts } from '../../ui/forms-texts';
import { FormsTextsStatus } from '../../ui/forms-texts-status';
import { treatmentPath } from '../../ui/review-path';
import { AttachmentsPanel } from './attachments-panel';
import styles from './clinical.module.css';
import { ConsentPanel } from './consent-panel';
import { FlagsPanel } from './flags-panel';
import { GpLetterPanel } from './gp-letter-panel';
import { PractitionerPart } from './practitioner-part';
import { RecordDownload } from './record-download';
import { RecordHeader } from './record-header';
import { flagEntries } from './record-flags';
import { SignedForms } from './record-sections';
import { useTemplates } from './use-templates';
import { VisitFrame, type VisitContext } from './visit-frame';
import { newFlagIds } from './what-changed';
import { WhatChangedPanel } from './what-changed-panel';

/**
 * The practitioner's review of a visit (`/detail/{store}/{version}?appointment=`, and
 * `/detail-old`): the client's signed forms read-only in the reader's language, the screening
 * flags first, consent and identity, then the practitioner's clearance. Any member of staff can
 * open it to read the signed forms; only a practitioner decides.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  return (
    <VisitFrame title={t('review.title')} page="review">
      {(context) => <Review {...context} />}
    </VisitFrame>
  );
}

function Review({ record, user, reload }: VisitContext) {
  const { t } = useTranslation();
  const texts = useFormsTexts('all sections');
  const ids = useMemo(
    () => [
      ...record.questionnaires.map((q) => q.template_id),
      ...(record.templates.detail ? [record.templates.detail.template_id] : []),
      ...(record.practitioner ? [record.practitioner.template_id] : []),
      // The treatment record's menu: what the safety warnings at clearance are about.
      record.templates.medical.template_id,
    ],
    [record],
  );
  const templates = useTemplates(ids);
  const entries = useMemo(
    () => flagEntries(record.questionnaires, templates.templates),
    [record.questionnaires, templates.templates],
  );
  const fresh = useMemo(
    () => newFlagIds(record, templates.templates),
    [record, templates.templates],
  );
  if (texts.state !== 'ready') return <FormsTextsStatus texts={texts} />;
  const brand = record.appointment.brand;
  // The client's copy is the newest questionnaire's (newest first here), in its language.
  const signedLanguage = record.questionnaires[0]?.locale;
  const cleared = record.appointment.clearance === 'cleared';
  const treatment = treatmentPath(record.appointment.store_code, record.appointment.id);
  return (
    <>
      <RecordHeader record={record} />
      {signedLanguage ? (
        <RecordDownload appointmentId={record.appointment.id} signedLanguage={signedLanguage} />
      ) : null}
      <FlagsPanel entries={entries} brand={brand} newIds={fresh} />
      <WhatChangedPanel record={record} templates={templates.templates} />
      <ConsentPanel record={record} />
      {record.questionnaires.length > 0 ? (
        <GpLetterPanel appointmentId={record.appointment.id} user={user} />
      ) : null}
      <AttachmentsPanel appointmentId={record.appointment.id} />
      <SignedForms
        questionnaires={record.questionnaires}
        templates={templates}
        role={user.role}
        onAmended={reload}
      />
      <PractitionerPart record={record} user={user} templates={templates} reload={reload} />
      {cleared && treatment ? (
        <p className={styles.noPrint}>
          <Link to={treatment} data-testid="open-treatment">
            {t('review.openTreatment')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
