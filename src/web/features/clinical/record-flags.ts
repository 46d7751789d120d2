import type { RecordSubmissionDto } from '../../../shared/api/visits';
import type { Question, Template } from '../../../shared/forms/model';
import { labelKey } from '../../../shared/forms/text-keys';

/** A question that raised a flag, in the submission that holds its answer. */
export interface FlagQuestion {
  submissionId: string;
  questionId: string;
  /** "forms" namespace key of the question's label (the template's own wording). */
  labelKey: string;
  /** Where the answer is on the page. */
  anchor: string;
}

export interface FlagEntry {
  id: string;
  questions: FlagQuestion[];
}

/** The DOM id of an answer on the review screen, for links from the flags panel. */
export const answerAnchor = (submissionId: string, questionId: string): string =>
  `answer-${submissionId}-${questionId}`;

function findQuestion(template: Template | undefined, id: string): Question | undefined {
  for (const section of template?.sections ?? []) {
    const question = section.questions.find((q) => q.id === id);
    if (question) return question;
  }
  return undefined;
}

/**
 * Every screening flag of the visit's questionnaires, once per flag id in the order first
 * raised (newest questionnaire first), with the questions that raised it in each questionnaire.
 * A template that has not loaded yet (or no longer has the question) still gives the default
 * label key, so the panel never waits for it.
 */
export function flagEntries(
  questionnaires: readonly RecordSubmissionDto[],
  templates: ReadonlyMap<string, Template>,
): FlagEntry[] {
  const byId = new Map<string, FlagEntry>();
  for (const submission of questionnaires) {
    const template = templates.get(submission.template_id);
    for (const flag of submission.flags) {
      let entry = byId.get(flag.id);
      if (!entry) {
        entry = { id: flag.id, questions: [] };
        byId.set(flag.id, entry);
      }
      for (const questionId of flag.questions) {
        const question = findQuestion(template, questionId);
        entry.questions.push({
          submissionId: submission.submission_id,
          questionId,
          labelKey: question ? labelKey(question) : `questions.${questionId}.label`,
          anchor: answerAnchor(submission.submission_id, questionId),
        });
      }
    }
  }
  return [...byId.values()];
}

/** Question id → the flags it raised in this submission, for highlighting the answers. */
export function flagsByQuestion(submission: RecordSubmissionDto): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const flag of submission.flags) {
    for (const questionId of flag.questions) {
      out.set(questionId, [...(out.get(questionId) ?? []), flag.id]);
    }
  }
  return out;
}
