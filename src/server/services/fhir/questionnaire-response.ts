import type { Question, Template } from '../../../shared/forms';
import { SYSTEM, type FhirResource } from './fhir-base';
import { quantityOf } from './units';

/**
 * A signed record as a completed QuestionnaireResponse of its template's Questionnaire
 * (questionnaire.ts): the same linkIds, only answered questions, sections as groups.
 */

type Item = Record<string, unknown>;

/** One answer as QuestionnaireResponse answers (empty when nothing was answered). */
function answersOf(question: Question, value: unknown): Item[] {
  if (value === undefined || value === null || value === '') return [];
  switch (question.type) {
    case 'text':
    case 'long_text':
      return typeof value === 'string' ? [{ valueString: value }] : [];
    case 'number':
      if (typeof value !== 'number') return [];
      return [question.integer ? { valueInteger: value } : { valueDecimal: value }];
    case 'date':
      return typeof value === 'string' ? [{ valueDate: value }] : [];
    case 'time':
      // FHIR time carries seconds.
      return typeof value === 'string'
        ? [{ valueTime: value.length === 5 ? `${value}:00` : value }]
        : [];
    case 'single_choice':
    case 'multi_choice': {
      const codes = Array.isArray(value) ? value : [value];
      return codes
        .filter((code): code is string => typeof code === 'string')
        .map((code) => ({ valueCoding: { system: SYSTEM.option(question.options.id), code } }));
    }
    case 'yes_no': {
      const answer = value as { answer?: string; detail?: string };
      if (answer.answer !== 'yes' && answer.answer !== 'no') return [];
      const detail = answer.detail?.trim()
        ? [{ linkId: `${question.id}.detail`, answer: [{ valueString: answer.detail }] }]
        : [];
      return [
        {
          valueCoding: { system: SYSTEM.answer, code: answer.answer },
          ...(detail.length ? { item: detail } : {}),
        },
      ];
    }
    case 'agreement':
      return value === true ? [{ valueBoolean: true }] : [];
    default:
      // Signatures travel in the Provenance; product lines are repeated groups (below).
      return [];
  }
}

function productLineItems(question: Question, value: unknown): Item[] {
  if (question.type !== 'product_lines' || !Array.isArray(value)) return [];
  const list = question.products;
  return value.flatMap((line: { product?: string; dose?: number; batch?: string }) => {
    const product = list.items.find((p) => p.id === line.product);
    if (!product || typeof line.dose !== 'number') return [];
    return [
      {
        linkId: question.id,
        item: [
          {
            linkId: `${question.id}.product`,
            answer: [{ valueCoding: { system: SYSTEM.product(list.id), code: product.id } }],
          },
          {
            linkId: `${question.id}.dose`,
            answer: [{ valueQuantity: quantityOf(line.dose, product.unit) }],
          },
          ...(line.batch
            ? [{ linkId: `${question.id}.batch`, answer: [{ valueString: line.batch }] }]
            : []),
        ],
      },
    ];
  });
}

/** What was signed, as a completed QuestionnaireResponse of the template's Questionnaire. */
export function questionnaireResponseOf(
  id: string,
  template: Template,
  answers: Record<string, unknown>,
  context: { patient: FhirResource; questionnaire: FhirResource; authored: string; author: object },
): FhirResource {
  const sections = template.sections.flatMap((section) => {
    const item = section.questions.flatMap((question) => {
      if (question.type === 'product_lines')
        return productLineItems(question, answers[question.id]);
      const answer = answersOf(question, answers[question.id]);
      return answer.length ? [{ linkId: question.id, answer }] : [];
    });
    return item.length ? [{ linkId: section.id, item }] : [];
  });
  return {
    resourceType: 'QuestionnaireResponse',
    id,
    questionnaire: `${context.questionnaire.url as string}|${template.version}`,
    status: 'completed',
    subject: { reference: `urn:uuid:${context.patient.id}` },
    authored: context.authored,
    author: context.author,
    item: sections,
  };
}
