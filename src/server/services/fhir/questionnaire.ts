import type { Question, Template } from '../../../shared/forms';
import { labelKey, optionKey, productKey } from '../../../shared/forms';
import { formsTranslator } from '../pdf/forms-texts';
import { stableId, SYSTEM, type FhirResource } from './fhir-base';
import { quantityOf } from './units';

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
