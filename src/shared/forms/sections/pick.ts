import type { QuestionId, Section } from '../model';

/**
 * A shorter copy of a shared section (brief and old forms): the same questions, ids and keys,
 * only fewer of them, so no question is ever defined twice.
 */
export function pick(section: Section, ids: readonly QuestionId[], id = section.id): Section {
  const questions = section.questions.filter((q) => ids.includes(q.id));
  if (questions.length !== ids.length) throw new Error(`pick: unknown question in ${section.id}`);
  return { ...section, id, questions };
}

/** The same section without some questions (a variant that does not ask them). */
export function omit(section: Section, ids: readonly QuestionId[]): Section {
  return { ...section, questions: section.questions.filter((q) => !ids.includes(q.id)) };
}
