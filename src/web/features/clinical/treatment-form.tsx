import { useTranslation } from '../../i18n/runtime/use-translation';
import type { Answers } from '../../../shared/forms/model';
import formStyles from '../../ui/form.module.css';
import styles from './clinical.module.css';
import { useTreatmentSafety } from './safety-setups';
import { StaffSectionForm } from './staff-section-form';
import { useTreatmentDraft } from './use-treatment-draft';
import type { TemplatesState } from './use-templates';
import { postTreatment } from './visit-api';
import type { VisitContext } from './visit-frame';

/** What the client already gave and the record knows, so the nurse does not type it again. */
function prefilled({ treatment_prefill: p }: VisitContext['record']): Answers {
  return {
    session_number: p.session_number,
    ...(p.height === null ? {} : { height: p.height }),
    ...(p.weight === null ? {} : { weight: p.weight }),
  };
}

/** The nurse's part of the medical template, saved as a draft while typed, then signed. */
export function TreatmentForm({
  record,
  user,
  reload,
  templateId,
  templates,
}: VisitContext & { templateId: string; templates: TemplatesState }) {
  const { t } = useTranslation();
  const template = templates.templates.get(templateId);
  const draft = useTreatmentDraft(record.appointment.id, template);
  const safety = useTreatmentSafety(record, templates, template);
  if (!template || !safety) {
    return templates.failed.has(templateId) ? (
      <div className={formStyles.alert} role="alert">
        <p>{t('review.templateFailed', { id: templateId })}</p>
        <button type="button" className={formStyles.secondary} onClick={templates.retry}>
          {t('chunk.retry')}
        </button>
      </div>
    ) : (
      <p role="status">{t('loading.label')}</p>
    );
  }
  const saved = record.treatment_draft?.answers ?? {};
  return (
    <section aria-labelledby="treatment-form-title" data-testid="treatment-form">
      <h2 id="treatment-form-title" className={styles.panelTitle}>
        {t('review.kind.medical')}
      </h2>
      <StaffSectionForm
        template={template}
        safety={safety}
        role="nurse"
        initialAnswers={{ nurse_full_name: user.name, ...prefilled(record), ...saved }}
        signerName={user.name}
        submitLabel={t('treatment.sign')}
        onAnswers={draft.schedule}
        send={async (payload) => {
          await draft.flush();
          return postTreatment(record.appointment.id, payload);
        }}
        onSigned={async () => {
          draft.stop();
          await reload();
        }}
        footer={
          <p className={styles.status} aria-live="polite" data-testid="draft-status">
            {draft.status === 'idle' ? '' : t(`treatment.draft.${draft.status}`)}
          </p>
        }
      />
    </section>
  );
}
