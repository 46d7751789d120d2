import { useMemo } from 'react';
import type { VisitRecordDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import {
  clearanceWarnings,
  clientFacts,
  menuOf,
  treatmentWarnings,
  type SignedQuestionnaire,
} from '../../../shared/forms/safety';
import type { TemplatesState } from './use-templates';
import type { SafetySetup } from './use-safety';

/**
 * The safety checks of the practitioner's clearance and the nurse's treatment record, built
 * from the visit's signed questionnaires exactly as the server builds them (decision 027).
 * `undefined` while a template they read is still loading: the form waits rather than sign
 * without a warning it should have shown.
 */

function signedQuestionnaires(
  questionnaires: VisitRecordDto['questionnaires'],
  { templates, failed }: Pick<TemplatesState, 'templates' | 'failed'>,
): SignedQuestionnaire[] | undefined {
  const signed: SignedQuestionnaire[] = [];
  for (const q of questionnaires) {
    const template = templates.get(q.template_id);
    if (template) signed.push({ template, answers: q.answers });
    // A template this build does not know cannot be read here; the server still checks.
    else if (!failed.has(q.template_id)) return undefined;
  }
  return signed;
}

/** Clearing needs a reason for each warning about the client and the menu; declining none. */
export function useClearanceSafety(
  record: VisitRecordDto,
  templates: TemplatesState,
): SafetySetup | undefined {
  const medical = templates.templates.get(record.templates.medical.template_id);
  const { questionnaires } = record;
  const { templates: loaded, failed } = templates;
  return useMemo(() => {
    const signed = signedQuestionnaires(questionnaires, { templates: loaded, failed });
    if (!medical || !signed) return undefined;
    const facts = clientFacts(signed);
    const menu = menuOf(medical);
    const warnings = clearanceWarnings(facts, menu);
    return {
      menu,
      check: (answers) => ({ warnings, needReason: answers.clearance_decision === 'cleared' }),
    };
  }, [medical, questionnaires, loaded, failed]);
}

/** Each product line and each reading before the infusion, against the client. */
export function useTreatmentSafety(
  record: VisitRecordDto,
  templates: TemplatesState,
  template: Template | undefined,
): SafetySetup | undefined {
  const { questionnaires } = record;
  const { templates: loaded, failed } = templates;
  return useMemo(() => {
    const signed = signedQuestionnaires(questionnaires, { templates: loaded, failed });
    if (!template || !signed) return undefined;
    const facts = clientFacts(signed);
    return {
      menu: menuOf(template),
      check: (answers) => ({
        warnings: treatmentWarnings(facts, template, answers),
        needReason: true,
      }),
    };
  }, [template, questionnaires, loaded, failed]);
}
