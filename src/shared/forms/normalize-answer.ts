import { parseDecimal, toAsciiDigits } from '../digits';
import type { Question } from './model';

/**
 * An answer as it is kept: dates, times, phone numbers and postcodes typed in Arabic-Indic,
 * Extended Arabic-Indic or full-width digits hold ASCII digits. The answer schema applies it to
 * whatever arrives, so the browser and the server read an API caller's "١٩٩٠-٠٥-١٧" the same
 * way; the browser's fields apply it (and `numberOrText`) as the client types, so the answer
 * it keeps, and the BMI computed from it, hold ASCII. Free text (names, details, notes) is
 * kept exactly as typed. A number answer is a JSON number: text sent for a number ("180" or
 * "١٦٥") is reported as an invalid number on both sides, never guessed at.
 */
export function normalizeAnswer(question: Question, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (question.type) {
    case 'date':
    case 'time':
      return toAsciiDigits(value);
    case 'text':
      return question.input === 'tel' || question.input === 'postal_code'
        ? toAsciiDigits(value)
        : value;
    default:
      return value;
  }
}

/**
 * A number field's text as its answer: the number in any digit system ("١٦٥" → 165, "72,5" →
 * 72.5), nothing for blank text, or the text itself when it is not a number, so the schema
 * reports an invalid number instead of a missing answer.
 */
export function numberOrText(text: string): number | string | undefined {
  const parsed = parseDecimal(text);
  return parsed === undefined ? undefined : Number.isNaN(parsed) ? text : parsed;
}
