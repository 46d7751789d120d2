import type { Answers } from '../../../shared/forms/model';
import type { SignatureResult, StrokePoint } from '../signature-pad';

/** How a signature answer was made, kept beside the PNG answer until the form is sent. */
export interface SignatureMeta {
  method: 'drawn' | 'typed';
  strokes: StrokePoint[];
  typedName?: string;
}

/** The answers with one answer set, or without it when `value` is undefined. */
export function withAnswerValue(answers: Answers, id: string, value: unknown): Answers {
  const next = { ...answers };
  if (value === undefined) delete next[id];
  else next[id] = value;
  return next;
}

/** The signature metas with how this signature was made, or without it when it was cleared. */
export function withSignatureMeta(
  signatures: Readonly<Record<string, SignatureMeta>>,
  id: string,
  result: SignatureResult | undefined,
): Record<string, SignatureMeta> {
  const next = { ...signatures };
  if (result) {
    next[id] = {
      method: result.method,
      strokes: result.strokes,
      ...(result.typedName ? { typedName: result.typedName } : {}),
    };
  } else delete next[id];
  return next;
}
