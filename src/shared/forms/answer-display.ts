import { isEmptyAnswer } from './answer-values';
import type { Question } from './model';
import { optionKey, PRODUCT_LINES_KEYS, productKey, routeKey, unitKey } from './text-keys';

/**
 * A stored answer as display parts, for read-only views (the practitioner's review of the
 * client's answers on the web, the signed PDF on the server). No i18n library here: a part is a
 * translation key (namespace "forms") or literal text, and the caller translates and joins.
 */
export type DisplayPart = { key: string } | { text: string } | { image: string };

/** One line of a displayed answer; a multiple choice or a product list has one line per item. */
export type DisplayLine = readonly DisplayPart[];

const key = (k: string): DisplayPart => ({ key: k });
const text = (t: string): DisplayPart => ({ text: t });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Lines for `value` as the answer to `question` (pass a computed question its computed value).
 * Unanswered gives no lines. A value of the wrong shape (an answer stored by an older template
 * version) is shown as its JSON rather than hidden: a reviewer must see what was recorded.
 */
export function describeAnswer(question: Question, value: unknown): DisplayLine[] {
  if (question.type === 'display' || isEmptyAnswer(value)) return [];
  const raw = (): DisplayLine[] => [[text(JSON.stringify(value))]];
  switch (question.type) {
    case 'text':
    case 'long_text':
    case 'date':
    case 'time':
      return typeof value === 'string' ? [[text(value)]] : raw();
    case 'number':
      if (typeof value !== 'number') return raw();
      return [
        question.unit ? [text(String(value)), key(unitKey(question.unit))] : [text(String(value))],
      ];
    case 'computed':
      return typeof value === 'number' ? [[text(value.toFixed(1))]] : raw();
    case 'single_choice':
      return typeof value === 'string' ? [[key(optionKey(question.options, value))]] : raw();
    case 'multi_choice':
      if (!Array.isArray(value)) return raw();
      return value.map((v) => [key(optionKey(question.options, String(v)))]);
    case 'yes_no': {
      if (!isRecord(value) || (value.answer !== 'yes' && value.answer !== 'no')) return raw();
      const lines: DisplayLine[] = [[key(`common.${value.answer}`)]];
      const detail = typeof value.detail === 'string' ? value.detail.trim() : '';
      // A "no" keeps no detail: the box is shown only for "yes".
      if (question.detail && value.answer === 'yes' && detail !== '') lines.push([text(detail)]);
      return lines;
    }
    case 'agreement':
      return value === true ? [[key('common.yes')]] : raw();
    case 'signature':
      return typeof value === 'string' ? [[{ image: value }]] : raw();
    case 'product_lines':
      return Array.isArray(value) ? value.map((line) => productLine(question, line)) : raw();
  }
}

function productLine(
  question: Extract<Question, { type: 'product_lines' }>,
  line: unknown,
): DisplayLine {
  if (!isRecord(line) || typeof line.product !== 'string' || typeof line.dose !== 'number') {
    return [text(JSON.stringify(line))];
  }
  const product = question.products.items.find((p) => p.id === line.product);
  const name = key(productKey(question.products, line.product));
  const batch =
    typeof line.batch === 'string' && line.batch.trim() !== ''
      ? [key(PRODUCT_LINES_KEYS.batchInLine), text(line.batch)]
      : [];
  if (!product) return [name, text(String(line.dose)), ...batch];
  return [
    name,
    text(String(line.dose)),
    key(unitKey(product.unit)),
    key(routeKey(product.route)),
    ...batch,
  ];
}
