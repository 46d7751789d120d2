import type { Answers, Question, Template } from './model';
import { screeningFlags, type ScreeningFlag } from './screening';
import { walk } from './visibility';

/**
 * What changed between two signed records of the same questionnaire (a re-consent or a change
 * in medical history against the record before it), question by question in template order,
 * for the practitioner's "What changed" panel and the record. Only what each record showed
 * counts: an answer hidden by a condition is as good as absent, so switching "pregnant" off
 * with the gender removes it rather than leaving a stale value. Signatures and their dates are
 * not answers: every record is signed afresh.
 */
export type AnswerChangeKind = 'added' | 'removed' | 'changed';

export interface AnswerChange {
  kind: AnswerChangeKind;
  question: Question;
  sectionId: string;
  /** The stored values (undefined when unanswered); render them with describeAnswer. */
  before: unknown;
  after: unknown;
}

export interface FlagOnRecord extends ScreeningFlag {
  /** Raised by the new answers and not by the previous record's. */
  new: boolean;
}

export interface RecordDiff {
  changes: AnswerChange[];
  /** The screening flags computed again on the new answers. */
  flags: FlagOnRecord[];
  /** Ids of flags the previous record raised and the new answers no longer do. */
  cleared: string[];
}

/** JSON with object keys sorted, so two equal answers compare equal whatever the key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export function diffRecords(template: Template, previous: Answers, next: Answers): RecordDiff {
  const before = walk(template, previous).values;
  const after = walk(template, next).values;
  const changes: AnswerChange[] = [];
  for (const section of template.sections) {
    for (const question of section.questions) {
      if (question.type === 'signature' || question.type === 'display') continue;
      // The day of signing (filled with today) belongs to the signature, not to the client.
      if (question.type === 'date' && question.defaultToday) continue;
      const a = before[question.id];
      const b = after[question.id];
      const kind: AnswerChangeKind | null =
        a === undefined
          ? b === undefined
            ? null
            : 'added'
          : b === undefined
            ? 'removed'
            : canonical(a) === canonical(b)
              ? null
              : 'changed';
      if (kind) changes.push({ kind, question, sectionId: section.id, before: a, after: b });
    }
  }
  const was = new Set(screeningFlags(template, previous).map((f) => f.id));
  const flags = screeningFlags(template, next).map((f) => ({ ...f, new: !was.has(f.id) }));
  const still = new Set(flags.map((f) => f.id));
  return { changes, flags, cleared: [...was].filter((id) => !still.has(id)) };
}
