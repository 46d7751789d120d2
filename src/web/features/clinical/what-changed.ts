import type { VisitRecordDto } from '../../../shared/api/visits';
import type { Template } from '../../../shared/forms/model';
import { diffRecords, type AnswerChangeKind } from '../../../shared/forms/record-diff';
import { labelKey } from '../../../shared/forms/text-keys';
import type { TextPart } from '../../ui/value-text';
import { answerLines, type FormsT } from './answer-text';

export interface ChangeRow {
  kind: AnswerChangeKind;
  questionId: string;
  label: string;
  /** The answer's lines (none: no answer), values marked to be shown isolated. */
  before: TextPart[][];
  after: TextPart[][];
}

export interface WhatChanged {
  rows: ChangeRow[];
  /** Flags the new answers raise that the previous record did not. */
  newFlags: string[];
  /** Flags the previous record raised that the new answers no longer do. */
  clearedFlags: string[];
}

const text = (lines: ReturnType<typeof answerLines>): TextPart[][] =>
  lines.flatMap((l) => ('parts' in l ? [l.parts] : []));

/**
 * The "What changed" rows of a visit, in the reader's language: the visit's newest
 * questionnaire against the history's baseline, both read with the newest questionnaire's
 * template (the questions the client answered this time).
 */
export function whatChanged(
  template: Template,
  baseline: NonNullable<VisitRecordDto['history']['baseline']>,
  answers: Record<string, unknown>,
  tf: FormsT,
): WhatChanged {
  const diff = diffRecords(template, baseline.answers, answers);
  return {
    rows: diff.changes.map((change) => ({
      kind: change.kind,
      questionId: change.question.id,
      label: tf(labelKey(change.question)),
      before: text(answerLines(change.question, change.before, tf)),
      after: text(answerLines(change.question, change.after, tf)),
    })),
    newFlags: diff.flags.filter((f) => f.new).map((f) => f.id),
    clearedFlags: diff.cleared,
  };
}

/** Flags the visit's newest answers raise that the previous visit's record did not. */
export function newFlagIds(
  record: VisitRecordDto,
  templates: ReadonlyMap<string, Template>,
): ReadonlySet<string> {
  const latest = record.questionnaires[0];
  const baseline = record.history.baseline;
  const template = latest ? templates.get(latest.template_id) : undefined;
  if (!latest || !baseline || !template) return new Set();
  const diff = diffRecords(template, baseline.answers, latest.answers);
  return new Set(diff.flags.filter((f) => f.new).map((f) => f.id));
}
