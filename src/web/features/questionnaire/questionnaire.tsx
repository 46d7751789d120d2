import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/runtime/use-translation';
import type { FormPurpose } from '../../../shared/api/forms';
import { documentBrand } from '../../../shared/legal-documents';
import formStyles from '../../ui/form.module.css';
import { valueSentence } from '../../ui/value-text';
import { LegalBrandContext } from '../../ui/legal/legal-brand';
import { ErrorSummary } from '../../ui/question-fields/error-summary';
import { SectionList } from '../../ui/question-fields/section-list';
import styles from '../../ui/question-fields/questionnaire.module.css';
import { sectionTitleKey, type Answers, type Template } from './engine';
import { ProgressHeader } from './progress-header';
import { signerNameOf } from './submit-questionnaire';
import { SubmitActions } from './submit-actions';
import { useCurrentSection } from './use-current-section';
import { useQuestionnaireState } from './use-questionnaire-state';

interface QuestionnaireProps {
  template: Template;
  /** The store of the link ('' on the standalone pages). */
  storeCode: string;
  purpose: FormPurpose;
  /** This page's path, for the outcome pages' way back. */
  formPath: string;
  /** Answers the form opens with when this device holds no draft (a re-consent's last ones). */
  initialAnswers?: Answers;
  /** The appointment the submission is for, when the page knows it. */
  appointmentId?: string;
  /** Staff at the desk, without an appointment: whose record this is. */
  clientId?: string;
  /** Shown above the questions: given the answers and a way to put back the opening ones. */
  intro?: (answers: Answers, restore: () => void) => ReactNode;
}

/**
 * The questionnaire renderer: the whole page comes from the template. Terms first, then every
 * visible section; validation is the engine's, exactly as on the server. Its state lives in
 * `useQuestionnaireState`; this is the page's layout.
 */
export function Questionnaire(props: QuestionnaireProps) {
  const { t } = useTranslation();
  const state = useQuestionnaireState(props);
  const { answers, inGate, shown, errors, visit } = state;
  const brand = props.template.brand;
  const currentId = useCurrentSection(inGate ? [] : shown.map((s) => s.section.id));
  const currentIndex = shown.findIndex((s) => s.section.id === currentId);
  const current = currentIndex >= 0 ? shown[currentIndex] : undefined;

  return (
    <LegalBrandContext value={documentBrand(props.storeCode, brand)}>
      <form
        ref={state.formRef}
        className={styles.form}
        noValidate
        onSubmit={state.onSubmit}
        onBlur={state.onBlur}
      >
        <ProgressHeader
          done={state.done}
          saveStatus={state.saveStatus}
          localFailed={state.localFailed}
          section={
            current
              ? {
                  title: t(`forms:${sectionTitleKey(current.section)}`, {
                    brand: t(`forms:brands.${brand}`),
                  }),
                  index: currentIndex + 1,
                  count: shown.length,
                }
              : null
          }
        />
        {visit ? (
          <p className={formStyles.notice} data-testid="staff-visit">
            {valueSentence((v) => t('questionnaire.forVisit', v), {
              name: visit.client_name,
              number: visit.number,
            })}
          </p>
        ) : null}
        {props.intro && !inGate ? props.intro(answers, state.restoreOpening) : null}
        <p className={formStyles.hint}>{t('questionnaire.requiredLegend')}</p>

        <ErrorSummary
          errors={errors}
          questions={shown.flatMap((s) => s.questions)}
          answers={answers}
          brand={brand}
        />

        <SectionList
          sections={shown}
          answers={answers}
          errors={state.fieldErrors}
          computed={state.computed}
          brand={brand}
          region={props.template.locale}
          signerName={signerNameOf(answers)}
          onChange={state.setAnswer}
          onSignature={state.setSignature}
        />

        <SubmitActions inGate={inGate} submit={state.submit} />
      </form>
    </LegalBrandContext>
  );
}
