import type { Question } from '../../../shared/forms/model';
import { routeKey, unitKey } from '../../../shared/forms/text-keys';
import { messageKey } from './answers';

/** Translates a "forms" namespace key. */
export type Translate = (key: string) => string;

type Values = Record<string, string | number>;

/** The app's `t`: a key of either namespace, with values to fill in. */
export type TranslateWith = (key: string, values?: Values) => string;

/**
 * An error as the person reads it: the engine's message key translated with the values it
 * names, read from its question and answer ("Enter a value between 60 and 260 mmHg."). The
 * message under a field and its line in the error summary both come from here, so they
 * always say the same thing.
 */
export function errorText(
  t: TranslateWith,
  translate: Translate,
  question: Question | undefined,
  path: string,
  message: string,
  value: unknown,
): string {
  return t(messageKey(message), messageValues(question, path, value, translate));
}

/**
 * The values an engine message needs, read from its question and answer: a number's range
 * (`{{min}}`, `{{max}}`, with the unit), a product line's largest dose (`{{max}} {{unit}}`), the
 * most lines. `path` is the error's path (`bp_systolic_before`, `product_lines.1.dose`). Every
 * place that shows a message (the field, the error summary) passes these to `t`, so nobody ever
 * reads a bare `{{max}}`.
 */
export function messageValues(
  question: Question | undefined,
  path: string,
  value: unknown,
  translate: Translate,
): Values {
  if (question?.type === 'number') {
    const unit = question.unit ? ` ${translate(unitKey(question.unit))}` : '';
    return { min: question.min, max: `${question.max}${unit}` };
  }
  if (question?.type !== 'product_lines') return {};
  const index = Number(path.split('.')[1]);
  if (!Number.isInteger(index)) return { max: question.maxLines };
  const line = Array.isArray(value)
    ? (value[index] as { product?: unknown } | undefined)
    : undefined;
  return productValues(question, line?.product, translate);
}

/** A product's largest dose, unit and route, as its line's hint and dose message show them. */
export function productValues(
  question: Extract<Question, { type: 'product_lines' }>,
  product: unknown,
  translate: Translate,
): Values {
  const known = question.products.items.find((p) => p.id === product);
  if (!known) return {};
  return {
    max: known.maxDose,
    unit: translate(unitKey(known.unit)),
    route: translate(routeKey(known.route)),
  };
}
