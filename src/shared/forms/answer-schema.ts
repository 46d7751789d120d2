import * as z from 'zod/mini';
import type { FieldError } from '../api/envelope';
import { isAnswerable, isEmptyAnswer, type AnswerableQuestion } from './answer-values';
import { MESSAGES } from './messages';
import { normalizeAnswer } from './normalize-answer';
import type { Answers, QuestionId, Template } from './model';
import { questionSchema, requiredMessage, type SchemaOptions } from './question-schema';
import { walk } from './visibility';

export type { SchemaOptions } from './question-schema';

/** Today in UTC; the one-day tolerance in date checks covers the phone's own time zone. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The answer schema of a template: the one the browser validates with and the server parses
 * with. It accepts a JSON object of answers and outputs the clean answers: only visible,
 * answered questions, each normalised (digits of any script to ASCII) and parsed by its
 * question's schema. Hidden and retired questions, unknown keys, display and computed values
 * (BMI) are dropped, so the server stores what it can re-derive.
 * Every issue's message is a translation key and its path starts with the question id.
 */
export function buildAnswerSchema(template: Template, options?: Partial<SchemaOptions>) {
  const opts: SchemaOptions = { today: options?.today ?? todayIso() };
  const schemas = new Map<QuestionId, z.ZodMiniType>();
  const questions = new Map<QuestionId, AnswerableQuestion>();
  for (const section of template.sections) {
    for (const q of section.questions) {
      if (!isAnswerable(q)) continue;
      schemas.set(q.id, questionSchema(q, opts));
      questions.set(q.id, q);
    }
  }
  return z.pipe(
    z.record(z.string(), z.unknown(), MESSAGES.notAnObject),
    z.transform((raw: Answers, ctx) => {
      // Dates, times and phone numbers typed in any digit system are read in ASCII.
      const input: Answers = {};
      for (const [id, value] of Object.entries(raw)) {
        const q = questions.get(id);
        input[id] = q ? normalizeAnswer(q, value) : value;
      }
      const clean: Answers = {};
      for (const { questions } of walk(template, input).sections) {
        for (const q of questions) {
          // Retired: never written anew, whatever a draft or a caller still holds.
          if (!isAnswerable(q) || q.retired) continue;
          const value = input[q.id];
          if (isEmptyAnswer(value)) {
            if (q.required) ctx.issues.push(issue(q, requiredMessage(q), [], value));
            continue;
          }
          const result = (schemas.get(q.id) as z.ZodMiniType).safeParse(value);
          const broken = result.success ? brokenRule(q, result.data, clean) : undefined;
          if (broken) ctx.issues.push(issue(q, broken, [], value));
          else if (result.success) clean[q.id] = result.data;
          else
            for (const i of result.error.issues)
              ctx.issues.push(issue(q, i.message, i.path, value));
        }
      }
      return clean;
    }),
  );
}

/**
 * A cross-field rule this valid answer breaks, if any. The other question is earlier, so its
 * clean answer is already known; when it is missing or invalid there is nothing to compare.
 */
function brokenRule(q: AnswerableQuestion, value: unknown, clean: Answers): string | undefined {
  if (q.type === 'time' && q.notBefore) {
    const other = clean[q.notBefore.q];
    // "HH:MM" in 24 hours: text order is time order within a day.
    return typeof other === 'string' && typeof value === 'string' && value < other
      ? q.notBefore.message
      : undefined;
  }
  if (q.type !== 'number' || !q.lessThan) return undefined;
  const other = clean[q.lessThan.q];
  return typeof other === 'number' && typeof value === 'number' && value >= other
    ? q.lessThan.message
    : undefined;
}

function issue(q: AnswerableQuestion, message: string, path: PropertyKey[], input: unknown) {
  return { code: 'custom' as const, message, path: [q.id, ...path], input };
}

export type AnswerSchema = ReturnType<typeof buildAnswerSchema>;

export type ValidationResult =
  { ok: true; answers: Answers; errors: [] } | { ok: false; errors: FieldError[] };

/** Path as the renderer names fields: `allergies.detail`, `medical_history.2`. */
function dotted(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Validates answers against an already built schema (build once per template and reuse). */
export function validateWith(schema: AnswerSchema, answers: unknown): ValidationResult {
  const result = schema.safeParse(answers);
  if (result.success) return { ok: true, answers: result.data, errors: [] };
  return {
    ok: false,
    errors: result.error.issues.map((i) => ({ path: dotted(i.path), message: i.message })),
  };
}

/** Validates answers for a template: `{ok, answers}` (clean) or `{ok: false, errors}`. */
export function validateAnswers(
  template: Template,
  answers: unknown,
  options?: Partial<SchemaOptions>,
): ValidationResult {
  return validateWith(buildAnswerSchema(template, options), answers);
}
