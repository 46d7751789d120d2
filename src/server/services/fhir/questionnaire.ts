import type { Question, Template } from '../../../shared/forms';
import { labelKey, optionKey, productKey } from '../../../shared/forms';
import { formsTranslator } from '../pdf/forms-texts';
import { stableId, SYSTEM, type FhirResource } from './fhir-base';

/**
 * A forms-engine template as a FHIR Questionnaire: one group per section, one item per
 * question, every linkId the engine's own id (section id, question id, `<question>.detail`,
 * `<question>.product` …), so an answer in the QuestionnaireResponse names the same field the
 * record, the PDF and the API name. Texts are the English labels, for a human reader.
 */

type Item = Record<string, unknown>;
type T = (key: string) => string;

const YES_NO = ['yes', 'no'].map((code) => ({ valueCoding: { system: SYSTEM.answer, code } }));

function choiceOptions(question: Question, t: T): Item[] {
  if (question.type !== 'single_choice' && question.type !== 'multi_choice') return [];
  const list = question.options;
  return list.values.map((code) => ({
    valueCoding: { system: SYSTEM.option(list.id), code, display: t(optionKey(list, code)) },
  }));
}

function questionItem(question: Question, t: T): Item | undefined {
  const base = {
    linkId: question.id,
    text:
      question.type === 'display' ? question.paragraphs.map(t).join('\n') : t(labelKey(question)),
    ...('required' in question && question.required ? { required: true } : {}),
  };
  switch (question.type) {
    case 'text':
      return { ...base, type: 'string' };
    case 'long_text':
      return { ...base, type: 'text' };
    case 'number':
      return { ...base, type: question.integer ? 'integer' : 'decimal' };
    case 'date':
      return { ...base, type: 'date' };
    case 'time':
      return { ...base, type: 'time' };
    case 'single_choice':
      return { ...base, type: 'choice', answerOption: choiceOptions(question, t) };
    case 'multi_choice':
      return { ...base, type: 'choice', repeats: true, answerOption: choiceOptions(question, t) };
    case 'yes_no':
      return {
        ...base,
        type: 'choice',
        answerOption: YES_NO,
        ...(question.detail ? { item: [{ linkId: `${question.id}.detail`, type: 'text' }] } : {}),
      };
    case 'agreement':
      return { ...base, type: 'boolean' };
    case 'signature':
      return { ...base, type: 'attachment' };
    case 'product_lines': {
      const list = question.products;
      return {
        ...base,
        type: 'group',
        repeats: true,
        item: [
          {
            linkId: `${question.id}.product`,
            type: 'choice',
            required: true,
            answerOption: list.items.map((p) => ({
              valueCoding: {
                system: SYSTEM.product(list.id),
                code: p.id,
                display: t(productKey(list, p)),
              },
            })),
          },
          { linkId: `${question.id}.dose`, type: 'quantity', required: true },
          ...(question.lineBatch ? [{ linkId: `${question.id}.batch`, type: 'string' }] : []),
        ],
      };
    }
    case 'display':
      return { ...base, type: 'display' };
    case 'computed':
      return { ...base, type: 'decimal', readOnly: true };
  }
}

/** The Questionnaire of one template version; its id is stable per template and version. */
export function questionnaireOf(template: Template): FhirResource {
  const t = formsTranslator('en', template.brand);
  return {
    resourceType: 'Questionnaire',
    id: stableId('questionnaire', template.id, template.version),
    url: `${SYSTEM.template}:${template.id}`,
    version: template.version,
    name: template.id.replace(/[^A-Za-z0-9_]/g, '_'),
    status: 'active',
    subjectType: ['Patient'],
    item: template.sections.map((section) => ({
      linkId: section.id,
      type: 'group',
      text: t(`sections.${section.id}.title`),
      item: section.questions.flatMap((q) => questionItem(q, t) ?? []),
    })),
  };
}
