import { validateAnswers, type SchemaOptions } from './answer-schema';
import { isAnswerable, isEmptyAnswer } from './answer-values';
import type { Answers, QuestionId, Template } from './model';
import { walk } from './visibility';

/** Question ids that currently have an error (first segment of each error path). */
function questionsWithErrors(
  template: Template,
  answers: Answers,
  options?: Partial<SchemaOptions>,
): Set<QuestionId> {
  const result = validateAnswers(template, answers, options);
  return new Set(result.ok ? [] : result.errors.map((e) => e.path.split('.')[0] ?? ''));
}

export interface Progress {
  /** Visible required questions answered validly. */
  done: number;
  /** Visible required questions. */
  total: number;
  /** done / total, 1 when nothing is required. */
  ratio: number;
}

/** How far the client is: for the progress bar. Changes as conditions reveal questions. */
export function progress(
  template: Template,
  answers: Answers,
  options?: Partial<SchemaOptions>,
): Progress {
  const failing = questionsWithErrors(template, answers, options);
  let done = 0;
  let total = 0;
  for (const { questions } of walk(template, answers).sections) {
    for (const q of questions) {
      if (!isAnswerable(q) || !q.required) continue;
      total += 1;
      if (!isEmptyAnswer(answers[q.id]) && !failing.has(q.id)) done += 1;
    }
  }
  return { done, total, ratio: total === 0 ? 1 : done / total };
}

/**
 * Whether the questionnaire may open: every gate section (terms of service and privacy policy,
 * spec §1 and §5) is valid. The renderer shows only the gate sections until this is true; the
 * server's validation rejects a submission without them anyway, since their questions are required.
 */
export function gateOpen(
  template: Template,
  answers: Answers,
  options?: Partial<SchemaOptions>,
): boolean {
  const failing = questionsWithErrors(template, answers, options);
  return walk(template, answers)
    .sections.filter(({ section }) => section.gate)
    .every(({ questions }) => questions.every((q) => !failing.has(q.id)));
}
