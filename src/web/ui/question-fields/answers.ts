import type { FieldError } from '../../../shared/api/envelope';
import type { Answers, Question, Template } from '../../../shared/forms/model';
import { i18next } from '../../i18n/i18n';

/** Today in the phone's own time zone (the engine allows one day of difference from UTC). */
export function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Fills `defaultToday` dates (signature dates) that have no answer yet. */
export function withDefaults(template: Template, answers: Answers): Answers {
  const out = { ...answers };
  for (const section of template.sections) {
    for (const q of section.questions) {
      if (q.type === 'date' && q.defaultToday && out[q.id] === undefined) out[q.id] = localToday();
    }
  }
  return out;
}

/** Field path → message key (namespace "forms"); the first error per path wins. */
export type ErrorMap = Record<string, string>;

export function errorMap(errors: readonly FieldError[]): ErrorMap {
  const out: ErrorMap = {};
  for (const error of errors) out[error.path] ??= error.message;
  return out;
}

/** The error shown on a question's main control (not its detail box). */
export function questionError(errors: ErrorMap, q: Question): string | undefined {
  if (errors[q.id]) return errors[q.id];
  const prefix = `${q.id}.`;
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(prefix) && path !== `${q.id}.detail`) return message;
  }
  return undefined;
}

/** The DOM id of a question's first control, for the error summary's links and focus. */
export const controlId = (questionId: string): string => `q-${questionId}`;

/**
 * The translation key of an error message: the engine's (`validation.yesRequiresDetail`) live in
 * the "forms" namespace; the API contract's own (`validation.unknownQuestion`, `forms.*`) in the
 * app's catalog.
 */
export function messageKey(key: string): string {
  return i18next.exists(`forms:${key}`) ? `forms:${key}` : key;
}
