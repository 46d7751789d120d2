import { describeAnswer, type DisplayLine } from '../../../shared/forms/answer-display';
import type { Question } from '../../../shared/forms/model';

/** One shown line of an answer: its text, or a signature image. */
export type ShownLine = { text: string } | { image: string };

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
  const words = line.map((part) => ('key' in part ? t(part.key) : 'text' in part ? part.text : ''));
  return { text: words.filter((w) => w !== '').join(' ') };
}
