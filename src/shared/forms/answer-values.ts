import type { Question } from './model';

/** The JSON shape of each answer type, for the renderer and the server. */
export interface YesNoAnswer {
  answer: 'yes' | 'no';
  /** Required when the answer is yes and the question has a detail box. */
  detail?: string;
}

/** One line of a `product_lines` answer. */
export interface ProductLine {
  /** A product id of the question's product list. */
  product: string;
  /** In the product's unit. */
  dose: number;
  /** The vial's or bag's batch or lot number, where the question asks one per line. */
  batch?: string;
}

export interface AnswerValueByType {
  text: string;
  long_text: string;
  number: number;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24 h */
  time: string;
  single_choice: string;
  multi_choice: string[];
  yes_no: YesNoAnswer;
  agreement: true;
  /** A PNG data URL (`data:image/png;base64,...`) as the signature pad produces it. */
  signature: string;
  product_lines: ProductLine[];
}

/** Question types that hold an answer (display and computed ones do not). */
export type AnswerableQuestion = Extract<Question, { type: keyof AnswerValueByType }>;

export function isAnswerable(question: Question): question is AnswerableQuestion {
  return question.type !== 'display' && question.type !== 'computed';
}

/**
 * An unanswered value: missing, null, a number JSON cannot carry (NaN from an empty number input,
 * ±Infinity; JSON sends them as null), blank text, an empty list, an unticked box, or a yes/no
 * without its answer. The browser validates what it has in memory and the server what arrived
 * as JSON, so what JSON turns into null must count as unanswered on both sides.
 */
export function isEmptyAnswer(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && 'answer' in value) {
    return isEmptyAnswer((value as { answer: unknown }).answer);
  }
  return false;
}
