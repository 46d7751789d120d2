import type { LoadedFont } from '../fonts/loaded-font';

const cache = new WeakMap<LoadedFont, Map<number, string>>();
const n = (v: number): string => String(Math.round(v * 10) / 10);

/**
 * A glyph's outline as PDF path operators in font units (y up), cached per face. Used for the
 * glyphs that stand for no text of their own (an Arabic vowel mark drawn over its letter): as
 * text, a raised zero-width mark is read by extractors as a character on a line of its own.
 */
export function glyphPath(font: LoadedFont, glyph: number): string {
  let paths = cache.get(font);
  if (!paths) {
    paths = new Map();
    cache.set(font, paths);
  }
  let path = paths.get(glyph);
  if (path === undefined) {
    const ops: string[] = [];
    let x = 0;
    let y = 0;
    for (const { type, values: v } of font.shaper.glyphToJson(glyph)) {
      if (type === 'M') ops.push(`${n(v[0]!)} ${n(v[1]!)} m`);
      else if (type === 'L') ops.push(`${n(v[0]!)} ${n(v[1]!)} l`);
      else if (type === 'C') ops.push(`${v.map(n).join(' ')} c`);
      else if (type === 'Q') {
        // A quadratic Bézier as the cubic with the same curve.
        const [qx, qy, ex, ey] = v as [number, number, number, number];
        const c = [
          x + (2 / 3) * (qx - x),
          y + (2 / 3) * (qy - y),
          ex + (2 / 3) * (qx - ex),
          ey + (2 / 3) * (qy - ey),
        ];
        ops.push(`${[...c, ex, ey].map(n).join(' ')} c`);
      } else if (type === 'Z') ops.push('h');
      if (v.length >= 2) [x, y] = [v.at(-2)!, v.at(-1)!];
    }
    path = ops.join(' ');
    paths.set(glyph, path);
  }
  return path;
}
