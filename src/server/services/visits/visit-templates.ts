import { getTemplate, type Template } from '../../../shared/forms';
import { detailTemplateFor, medicalTemplateFor } from '../../../shared/staff-templates';

/**
 * The staff templates of a visit (src/shared/staff-templates.ts) as the engine has them: the
 * practitioner's `detail` follows the questionnaire the client signed (none before one is
 * signed), the nurse's `medical` follows the store.
 */
export function visitTemplates(
  storeCode: string,
  questionnaireTemplateId: string | undefined,
): { detail: Template | undefined; medical: Template | undefined } {
  return {
    detail:
      questionnaireTemplateId === undefined
        ? undefined
        : getTemplate(detailTemplateFor(questionnaireTemplateId, storeCode)),
    medical: getTemplate(medicalTemplateFor(storeCode)),
  };
}
