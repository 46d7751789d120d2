import { useCallback, useState, type FocusEvent } from 'react';
import type { FieldError } from '../../../shared/api/envelope';
import { MESSAGES } from '../../../shared/forms/messages';
import type { Question } from '../../../shared/forms/model';
import { errorMap, type ErrorMap } from './answers';

/**
 * Question types checked as they are typed: numbers (vitals, height, weight, doses), dates and
 * times. A blood pressure of 1200, a date that does not exist or an observation ending before it
 * started is said under the field as soon as the person leaves it, and the message follows every
 * change after that, not only at signing.
 */
const LIVE_TYPES: ReadonlySet<Question['type']> = new Set([
  'number',
  'date',
  'time',
  'product_lines',
]);

/** The question a control belongs to: `q-height`, `q-product_lines-1-dose` → its question id. */
const questionOfControl = (id: string): string | undefined =>
  id.startsWith('q-') ? id.slice(2).split('-')[0] : undefined;

/** The questions the person has left at least once: their errors show as they type. */
export function useLiveChecks() {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const id = questionOfControl((event.target as HTMLElement).id ?? '');
    if (id) setLeft((current) => (current.has(id) ? current : new Set(current).add(id)));
  }, []);
  return { left, onBlur };
}

/**
 * The errors under the fields: every error once the person tried to send; before that, the
 * errors of the number and date questions they have left, about what they typed (an empty
 * field is not called missing while the person is still filling the form in).
 */
export function liveErrors(
  errors: readonly FieldError[],
  questions: readonly Question[],
  left: ReadonlySet<string>,
): ErrorMap {
  const live = new Set(questions.filter((q) => LIVE_TYPES.has(q.type)).map((q) => q.id));
  return errorMap(
    errors.filter((e) => {
      const id = e.path.split('.')[0] ?? '';
      return live.has(id) && left.has(id) && e.message !== MESSAGES.required;
    }),
  );
}
