import * as hb from 'harfbuzzjs';
import type { FontFamily, FontWeight } from '../fonts/font-files';
import { fontOf, type FontChoice } from '../fonts/font-registry';
import { embeddingLevels } from './bidi';
import { isNeutral, preferredFamily } from './scripts';

/** One glyph as HarfBuzz placed it, in font units; `cluster` indexes the paragraph's text. */
export interface Glyph {
  id: number;
  cluster: number;
  advance: number;
  dx: number;
  dy: number;
}

/** A run of one face and one bidi level; glyphs in visual (left to right) order. */
export interface ShapedItem {
  start: number;
  end: number;
  level: number;
  face: FontChoice;
  glyphs: Glyph[];
}

export interface ShapedParagraph {
  text: string;
  direction: 'ltr' | 'rtl';
  items: ShapedItem[];
}

const FALLBACK: readonly FontFamily[] = ['latin', 'arabic', 'sc', 'jp'];

function familyFor(cp: number, cjk: FontFamily, weight: FontWeight): FontFamily {
  const wanted = preferredFamily(cp, cjk);
  if (fontOf(wanted, weight).font.hasCodePoint(cp)) return wanted;
  return FALLBACK.find((f) => f !== wanted && fontOf(f, weight).font.hasCodePoint(cp)) ?? wanted;
}

/** Splits the text where the face or the bidi level changes (logical order). */
function itemize(text: string, levels: Uint8Array, cjk: FontFamily, weight: FontWeight) {
  const chars: { at: number; family: FontFamily | undefined }[] = [];
  for (let at = 0; at < text.length;) {
    const cp = text.codePointAt(at)!;
    const char = String.fromCodePoint(cp);
    chars.push({ at, family: isNeutral(char) ? undefined : familyFor(cp, cjk, weight) });
    at += char.length;
  }
  // Neutral characters take the face before them (or after them at the start), if it has them.
  let last: FontFamily | undefined = chars.find((c) => c.family)?.family;
  for (const c of chars) {
    if (c.family) last = c.family;
    else {
      const cp = text.codePointAt(c.at)!;
      c.family =
        last && fontOf(last, weight).font.hasCodePoint(cp) ? last : familyFor(cp, cjk, weight);
    }
  }
  const items: { start: number; end: number; level: number; family: FontFamily }[] = [];
  for (const { at, family } of chars) {
    const previous = items.at(-1);
    if (previous && previous.family === family && previous.level === levels[at]) continue;
    if (previous) previous.end = at;
    items.push({ start: at, end: text.length, level: levels[at]!, family: family! });
  }
  return items;
}

let buffer: hb.Buffer | undefined;

function shapeRange(font: hb.Font, text: string, start: number, end: number, rtl: boolean) {
  buffer ??= new hb.Buffer();
  buffer.clearContents();
  // The whole paragraph goes in as context, so letters join across face and level changes.
  buffer.addText(text, start, end - start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((info, i): Glyph => ({
    id: info.codepoint,
    cluster: info.cluster,
    advance: positions[i]!.xAdvance,
    dx: positions[i]!.xOffset,
    dy: positions[i]!.yOffset,
  }));
}

/**
 * Shapes one paragraph: bidi levels, a face per run (the document's CJK face first for Han),
 * HarfBuzz for joining, ligatures, marks and kerning.
 */
export function shapeParagraph(
  text: string,
  direction: 'ltr' | 'rtl',
  weight: FontWeight,
  cjk: FontFamily,
): ShapedParagraph {
  const levels = embeddingLevels(text, direction);
  const items = itemize(text, levels, cjk, weight).map((item): ShapedItem => {
    const face = fontOf(item.family, weight);
    const rtl = item.level % 2 === 1;
    return { ...item, face, glyphs: shapeRange(face.font.shaper, text, item.start, item.end, rtl) };
  });
  return { text, direction, items };
}
