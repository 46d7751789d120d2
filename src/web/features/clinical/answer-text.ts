import { describeAnswer, type DisplayLine } from '../../../shared/forms/answer-display';
import type { Question } from '../../../shared/forms/model';
import type { TextPart } from '../../ui/value-text';

/**
 * One shown line of an answer: its words and values (what the client typed, numbers, dates:
 * shown isolated in their own direction by `MixedText`), or a signature image.
 */
export type ShownLine = { parts: TextPart[] } | { image: string };

/** Translates a key of the "forms" namespace (brand interpolated by the caller). */
export type FormsT = (key: string) => string;

/**
 * An answer as the lines a reviewer reads, in the reader's language: the shared description
 * (which the signed PDF also uses) with each key translated and a line's parts joined. A
 * product line reads "Vitamin C 2500 mg IV infusion".
 */
export function answerLines(question: Question, value: unknown, t: FormsT): ShownLine[] {
  return describeAnswer(question, value).map((line) => shownLine(line, t));
}

function shownLine(line: DisplayLine, t: FormsT): ShownLine {
  const image = line.find((part): part is { image: string } => 'image' in part);
  if (image) return { image: image.image };
  const parts = line.flatMap((part): TextPart[] => {
    if ('key' in part) return [t(part.key)];
    return 'text' in part && part.text !== '' ? [{ value: part.text }] : [];
  });
  return { parts: parts.filter((p) => p !== '') };
}
