import type { FontFamily } from '../fonts/font-files';

/** Han, kana, CJK punctuation and full-width forms: set in a CJK face, breakable anywhere. */
export function isCjk(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x3000 && cp <= 0x30ff) ||
    (cp >= 0x31c0 && cp <= 0x31ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x2fa1f)
  );
}

export function isArabic(cp: number): boolean {
  return (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x08a0 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  );
}

const LETTER = /\p{L}/u;

/**
 * Digits, spaces, punctuation and combining marks take the face of the text around them, so
 * "العمر: 42" or "年龄 42 岁" stay in one face instead of switching for each neutral character.
 */
export function isNeutral(char: string): boolean {
  const cp = char.codePointAt(0)!;
  return !isCjk(cp) && !isArabic(cp) && !LETTER.test(char);
}

/** The face a character asks for in a document of this language (before coverage checks). */
export function preferredFamily(cp: number, cjkFamily: FontFamily): FontFamily {
  if (isCjk(cp)) return cjkFamily;
  if (isArabic(cp)) return 'arabic';
  return 'latin';
}

/** Characters that must not start a line (closing marks) or end one (opening marks). */
const NO_LINE_START = new Set([
  ...'!),.:;?]}、。，：；！？）」』】〉》〕〗〙〛ー・ゝゞぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ％',
]);
const NO_LINE_END = new Set([...'([{（「『【〈《〔〖〘〚']);

/** May a line break between these two characters (text without spaces: CJK)? */
export function mayBreakBetween(before: string, after: string): boolean {
  if (NO_LINE_START.has(after) || NO_LINE_END.has(before)) return false;
  return isCjk(before.codePointAt(0)!) || isCjk(after.codePointAt(0)!);
}
