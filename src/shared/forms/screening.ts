import { matchedQuestions } from './conditions';
import type { Answers, QuestionId, Template } from './model';
import { SCREENING_RULES, type ScreeningRule } from './screening-rules';
import { walk } from './visibility';

export interface ScreeningFlag {
  /** Stable id, e.g. `g6pd_deficiency`; staff screens translate `flags.<id>`. */
  id: string;
  /** The questions whose answers raised it, in rule order, without repeats. */
  questions: QuestionId[];
}

/**
 * The flags a practitioner must review before an infusion. Pure: the server computes them on
 * submission and stores them; the staff screens may recompute them. Hidden questions never
 * raise a flag (walk drops their answers).
 */
export function screeningFlags(
  template: Template,
  answers: Answers,
  rules: readonly ScreeningRule[] = SCREENING_RULES,
): ScreeningFlag[] {
  const { values } = walk(template, answers);
  const flags: ScreeningFlag[] = [];
  for (const rule of rules) {
    const questions = [...new Set(matchedQuestions(rule.when, values))];
    if (questions.length > 0) flags.push({ id: rule.id, questions });
  }
  return flags;
}
