import { computeBmi } from './bmi';
import { evaluate, type ConditionValues } from './conditions';
import { isAnswerable, isEmptyAnswer } from './answer-values';
import type { Answers, NumberQuestion, Question, QuestionId, Section, Template } from './model';

export interface VisibleSection {
  section: Section;
  questions: Question[];
}

export interface Walk {
  sections: VisibleSection[];
  /** Answers of visible questions plus computed values: what conditions and screening read. */
  values: Record<QuestionId, unknown>;
}

function numberQuestion(template: Template, id: QuestionId): NumberQuestion | undefined {
  for (const section of template.sections) {
    const question = section.questions.find((q) => q.id === id);
    if (question?.type === 'number') return question;
  }
  return undefined;
}

/** A BMI input inside its question's range, else nothing: a height of 1200 cm gives no BMI. */
function inRange(template: Template, id: QuestionId, value: unknown): unknown {
  const q = numberQuestion(template, id);
  return typeof value === 'number' && q && value >= q.min && value <= q.max ? value : undefined;
}

/**
 * Walks the template in order. A condition reads only answers of questions that are themselves
 * visible, so hiding a question also hides everything that depends on it (a client who answers
 * "pregnant: yes" and then changes gender to male leaves no stale pregnancy flag behind).
 * Conditions may refer only to earlier questions; templates.test.ts checks that. A retired
 * question is visible only while answered (an old record's answer), never asked anew.
 */
export function walk(template: Template, answers: Answers): Walk {
  const values: Record<QuestionId, unknown> = {};
  const sections: VisibleSection[] = [];
  for (const section of template.sections) {
    if (section.when && !evaluate(section.when, values as ConditionValues)) continue;
    const questions: Question[] = [];
    for (const question of section.questions) {
      if (question.when && !evaluate(question.when, values)) continue;
      // A retired question shows only the answer a record signed before it was retired holds.
      if (question.retired && isEmptyAnswer(answers[question.id])) continue;
      questions.push(question);
      if (question.type === 'computed') {
        const [h, w] = question.from;
        const bmi = computeBmi(
          inRange(template, h, values[h]),
          numberQuestion(template, h)?.unit,
          inRange(template, w, values[w]),
          numberQuestion(template, w)?.unit,
        );
        if (bmi !== undefined) values[question.id] = bmi;
      } else if (isAnswerable(question) && !isEmptyAnswer(answers[question.id])) {
        values[question.id] = answers[question.id];
      }
    }
    sections.push({ section, questions });
  }
  return { sections, values };
}

/** The questions to show now, in order. */
export function visibleQuestions(template: Template, answers: Answers): Question[] {
  return walk(template, answers).sections.flatMap((s) => s.questions);
}

/** The sections to show now, each with its visible questions. */
export function visibleSections(template: Template, answers: Answers): VisibleSection[] {
  return walk(template, answers).sections;
}

/** Computed values (BMI) for the current answers, keyed by the computed question's id. */
export function computedValues(template: Template, answers: Answers): Record<QuestionId, number> {
  const { sections, values } = walk(template, answers);
  const out: Record<QuestionId, number> = {};
  for (const { questions } of sections) {
    for (const q of questions) {
      const value = values[q.id];
      if (q.type === 'computed' && typeof value === 'number') out[q.id] = value;
    }
  }
  return out;
}
