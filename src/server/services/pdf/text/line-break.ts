import type { FontChoice } from '../fonts/font-registry';
import { visualOrder } from './bidi';
import { mayBreakBetween } from './scripts';
import type { Glyph, ShapedParagraph } from './shape';

/** A line ready to draw: its runs, its width in points, its text in logical order. */
export interface SetLine {
  text: string;
  width: number;
  runs: LineRun[];
}

/**
 * Glyphs of one face, `x` points from the line's left end; `texts[i]` is what glyph i stands
 * for. Runs are in logical order (the order they are written into the PDF, so extractors that
 * keep content order read them in order); their x puts them in visual order.
 */
export interface LineRun {
  face: FontChoice;
  x: number;
  glyphs: Glyph[];
  texts: string[];
}

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\u3000';

/**
 * Breaks a shaped paragraph into lines no wider than `maxWidth` points: after spaces (Latin,
 * Arabic), between CJK characters (except before closing or after opening punctuation), and
 * inside a word only when the word alone is too wide. Lines are cut from the paragraph's
 * shaping, so joining and kerning stay as shaped.
 */
export function breakLines(paragraph: ShapedParagraph, size: number, maxWidth: number): SetLine[] {
  const { text } = paragraph;
  const n = text.length;
  const advance = new Float64Array(n + 1);
  const clusterStart = new Uint8Array(n + 1);
  clusterStart[n] = 1;
  for (const item of paragraph.items) {
    const scale = size / item.face.font.unitsPerEm;
    for (const g of item.glyphs) {
      advance[g.cluster] = advance[g.cluster]! + g.advance * scale;
      clusterStart[g.cluster] = 1;
    }
  }
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + advance[i]!;
  const canBreak = (i: number): boolean =>
    clusterStart[i] === 1 &&
    !isSpace(text[i]) &&
    (isSpace(text[i - 1]) || mayBreakBetween(text[i - 1]!, text[i]!));
  const skipSpaces = (i: number): number => {
    while (i < n && isSpace(text[i])) i++;
    return i;
  };
  const lines: SetLine[] = [];
  const emit = (start: number, end: number) => {
    let last = end;
    while (last > start && isSpace(text[last - 1])) last--;
    lines.push(setLine(paragraph, start, last, size, prefix[last]! - prefix[start]!));
  };
  let start = skipSpaces(0);
  // Most labels and answers fit on one line: no need to look for break opportunities.
  if (prefix[n]! - prefix[start]! <= maxWidth) {
    if (start < n) emit(start, n);
    return lines;
  }
  let lastBreak = -1;
  for (let i = start; i < n; i++) {
    if (i > start && canBreak(i)) lastBreak = i;
    if (isSpace(text[i]) || prefix[i + 1]! - prefix[start]! <= maxWidth || i === start) continue;
    let end = lastBreak > start ? lastBreak : i;
    while (end > start + 1 && clusterStart[end] !== 1) end--;
    emit(start, end);
    start = skipSpaces(end);
    lastBreak = -1;
    i = start - 1;
  }
  if (start < n) emit(start, n);
  return lines;
}

function setLine(
  paragraph: ShapedParagraph,
  start: number,
  end: number,
  size: number,
  width: number,
): SetLine {
  const slices = paragraph.items
    .filter((item) => item.start < end && item.end > start)
    .map((item) => {
      const glyphs = item.glyphs.filter((g) => g.cluster >= start && g.cluster < end);
      const rtl = item.level % 2 === 1;
      const texts = clusterTexts(paragraph.text, glyphs, Math.min(end, item.end), rtl);
      return { level: item.level, run: { face: item.face, x: 0, glyphs, texts } };
    });
  let x = 0;
  for (const i of visualOrder(slices.map((s) => s.level))) {
    const { run } = slices[i]!;
    run.x = x;
    x += run.glyphs.reduce((sum, g) => sum + g.advance, 0) * (size / run.face.font.unitsPerEm);
  }
  return {
    text: visibleText(paragraph.text.slice(start, end)),
    width,
    runs: slices.map((s) => s.run),
  };
}

/**
 * The text each glyph stands for: a cluster's text goes to its widest glyph (the letter's body,
 * not a zero-width dot or mark that Noto Arabic draws separately), the others stand for ''.
 */
function clusterTexts(text: string, glyphs: readonly Glyph[], end: number, rtl: boolean): string[] {
  const starts = [...new Set(glyphs.map((g) => g.cluster))].sort((a, b) => a - b);
  const next = new Map(starts.map((c, i) => [c, starts[i + 1] ?? end]));
  const holder = new Map<number, number>();
  glyphs.forEach((g, i) => {
    const current = holder.get(g.cluster);
    if (current === undefined || g.advance > glyphs[current]!.advance) holder.set(g.cluster, i);
  });
  return glyphs.map((g, i) => {
    if (holder.get(g.cluster) !== i) return '';
    const chars = visibleText(text.slice(g.cluster, next.get(g.cluster)));
    // Extractors read a right-to-left run backwards, so a ligature (لا) is mapped backwards too.
    return rtl ? [...chars].reverse().join('') : chars;
  });
}

/** Bidi controls (isolates, marks) steer the layout but are not part of the text. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const visibleText = (text: string): string => text.replace(BIDI_CONTROLS, '');
