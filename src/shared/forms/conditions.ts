import type { Condition, QuestionId } from './model';

/** The values a condition can read: answers of visible questions plus computed values (BMI). */
export type ConditionValues = Readonly<Record<QuestionId, unknown>>;

/** Yes/no answers are objects `{answer, detail}`; conditions compare their `answer`. */
function scalar(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && 'answer' in value) {
    return (value as { answer: unknown }).answer;
  }
  return value;
}

/** True when the condition holds. An unanswered question matches no leaf (so `not` matches it). */
export function evaluate(condition: Condition, values: ConditionValues): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluate(c, values));
  if ('any' in condition) return condition.any.some((c) => evaluate(c, values));
  if ('not' in condition) return !evaluate(condition.not, values);
  const value = scalar(values[condition.q]);
  if ('eq' in condition) return value === condition.eq;
  if ('in' in condition) return typeof value === 'string' && condition.in.includes(value);
  if ('has' in condition) return Array.isArray(value) && value.includes(condition.has);
  if ('hasAny' in condition) {
    return Array.isArray(value) && condition.hasAny.some((option) => value.includes(option));
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  if ('gte' in condition) return value >= condition.gte;
  return value < condition.lt;
}

/** Every question id a condition reads (for template checks and screening triggers). */
export function conditionQuestions(condition: Condition): QuestionId[] {
  if ('all' in condition) return condition.all.flatMap(conditionQuestions);
  if ('any' in condition) return condition.any.flatMap(conditionQuestions);
  if ('not' in condition) return conditionQuestions(condition.not);
  return [condition.q];
}

/**
 * The question ids whose answers make the condition true (screening triggers). For `all`, every
 * branch contributed; for `any`, only the branches that hold; `not` names nothing (an absence
 * is not an answer to point at).
 */
export function matchedQuestions(condition: Condition, values: ConditionValues): QuestionId[] {
  if (!evaluate(condition, values)) return [];
  if ('all' in condition) return condition.all.flatMap((c) => matchedQuestions(c, values));
  if ('any' in condition) return condition.any.flatMap((c) => matchedQuestions(c, values));
  if ('not' in condition) return [];
  return [condition.q];
}
