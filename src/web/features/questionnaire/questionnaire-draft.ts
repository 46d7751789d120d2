import type { SignatureResult } from '../../ui/signature-pad';
import { withDefaults } from '../../ui/question-fields/answers';
import { withAnswerValue, withSignatureMeta } from '../../ui/question-fields/answer-updates';
import { gateOpen, type Answers, type Template } from './engine';
import type { LocalDraft } from './local-draft';

/**
 * The draft a form opens with: this device's copy when there is one, else the opening answers
 * (a re-consent's last signed ones), else nothing; `defaultToday` dates filled in.
 */
export function initialDraft(
  local: LocalDraft | null,
  template: Template,
  opening: Answers | undefined,
  now: Date = new Date(),
): LocalDraft {
  const answers = withDefaults(template, local?.answers ?? opening ?? {});
  return {
    answers,
    signatures: local?.signatures ?? {},
    // Terms agreed on the last record open straight onto the questions.
    gatePassed: local?.gatePassed ?? (opening ? gateOpen(template, answers) : false),
    ...(local?.draftToken ? { draftToken: local.draftToken } : {}),
    ...(local?.idempotencyKey ? { idempotencyKey: local.idempotencyKey } : {}),
    updatedAt: local?.updatedAt ?? now.toISOString(),
  };
}

/** The draft with one answer set, or removed when `value` is undefined. */
export function withAnswer(draft: LocalDraft, id: string, value: unknown, now: Date): LocalDraft {
  return {
    ...draft,
    answers: withAnswerValue(draft.answers, id, value),
    updatedAt: now.toISOString(),
  };
}

/** The draft with a signature's PNG as its answer and how it was made beside it, or neither. */
export function withSignature(
  draft: LocalDraft,
  id: string,
  result: SignatureResult | undefined,
  now: Date,
): LocalDraft {
  return {
    ...draft,
    answers: withAnswerValue(draft.answers, id, result?.png),
    signatures: withSignatureMeta(draft.signatures, id, result),
    updatedAt: now.toISOString(),
  };
}

/** The draft after a refused submission: nothing was stored, so the next attempt is a new one. */
export function withoutIdempotencyKey(draft: LocalDraft): LocalDraft {
  const { idempotencyKey: _used, ...rest } = draft;
  return rest;
}
