import type { SetLine } from '../text/line-break';
import type { Glyph } from '../text/shape';
import { cidOf, type DocumentFonts } from './font-embed';
import { glyphPath } from './glyph-path';

export type Rgb = readonly [number, number, number];

const num = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
const hex4 = (id: number): string => id.toString(16).padStart(4, '0');

/**
 * One page's content stream, written as text (far faster than an operator object per glyph).
 * Coordinates are PDF points from the bottom left.
 */
export class PageContent {
  private readonly ops: string[] = [];

  constructor(private readonly fonts: DocumentFonts) {}

  toString(): string {
    return this.ops.join('\n');
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    this.ops.push(
      `q ${color.map(num).join(' ')} rg ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f Q`,
    );
  }

  strokeRect(x: number, y: number, w: number, h: number, color: Rgb, width: number): void {
    this.ops.push(
      `q ${color.map(num).join(' ')} RG ${num(width)} w ${num(x)} ${num(y)} ${num(w)} ${num(h)} re S Q`,
    );
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, width: number): void {
    this.ops.push(
      `q ${color.map(num).join(' ')} RG ${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`,
    );
  }

  image(name: string, x: number, y: number, w: number, h: number): void {
    this.ops.push(`q ${num(w)} 0 0 ${num(h)} ${num(x)} ${num(y)} cm /${name} Do Q`);
  }

  /**
   * A line of text with its left end at x and its baseline at y. Runs are written in logical
   * order, each at its visual position; each glyph's code maps to the text it stands for.
   */
  text(line: SetLine, x: number, y: number, size: number, color: Rgb): void {
    const ops = this.ops;
    const rgb = color.map(num).join(' ');
    ops.push(`BT ${rgb} rg`);
    const marks: string[] = [];
    for (const run of line.runs) {
      const { font, fakeBold } = run.face;
      const used = this.fonts.use(font);
      const k = 1000 / font.unitsPerEm;
      const scale = size / font.unitsPerEm;
      const { glyphs, texts } = run;
      const widths = drawWidths(glyphs, texts);
      // Where the first glyph drawn as text sits: marks before it are drawn as shapes.
      let lead = 0;
      const first = texts.findIndex((t) => t !== '');
      for (let i = 0; i < first; i++) lead += glyphs[i]!.advance;
      const startX = x + run.x + (lead + (glyphs[first]?.dx ?? 0)) * scale;
      ops.push(`/${used.name} ${num(size)} Tf 1 0 0 1 ${num(startX)} ${num(y)} Tm`);
      // Stroking the outlines as well as filling them: bold for faces without a bold file.
      if (fakeBold) ops.push(`2 Tr ${rgb} RG ${num(size * 0.035)} w`);
      let array: string[] = [];
      let rise = 0;
      let pen = run.x;
      glyphs.forEach((g, i) => {
        if (texts[i] === '') {
          // Drawn as a shape where HarfBuzz put it; its width went to the glyph it belongs to.
          const at = `${num(x + pen + g.dx * scale)} ${num(y + g.dy * scale)}`;
          marks.push(
            `q 1 0 0 1 ${at} cm ${num(scale)} 0 0 ${num(scale)} 0 0 cm ${glyphPath(font, g.id)} f Q`,
          );
        } else {
          if (g.dy !== rise) {
            if (array.length > 0) ops.push(`[${array.join('')}] TJ`);
            array = [];
            rise = g.dy;
            ops.push(`${num(rise * scale)} Ts`);
          }
          const exact = widths[i]! * k;
          const width = Math.max(0, Math.round(exact));
          array.push(`<${hex4(cidOf(used, g.id, width, texts[i]!))}>`);
          if (Math.abs(width - exact) > 0.01) array.push(num(width - exact));
        }
        pen += g.advance * scale;
      });
      if (array.length > 0) ops.push(`[${array.join('')}] TJ`);
      if (rise !== 0) ops.push('0 Ts');
      if (fakeBold) ops.push('0 Tr');
    }
    ops.push('ET');
    if (marks.length > 0) ops.push(`q ${rgb} rg`, ...marks, 'Q');
  }
}

/**
 * How far the pen moves after each glyph drawn as text, in font units: the glyph's advance less
 * its own offset plus the next one's (so offsets need no positioning numbers), and the moves of
 * the glyphs drawn as shapes (texts[i] === '') added to the text glyph before them.
 */
function drawWidths(glyphs: readonly Glyph[], texts: readonly string[]): number[] {
  // The next glyph drawn as text decides where the pen must be; shapes in between do not.
  const nextTextDx = (i: number): number => {
    for (let j = i + 1; j < glyphs.length; j++) if (texts[j] !== '') return glyphs[j]!.dx;
    return 0;
  };
  const widths = glyphs.map((g, i) => g.advance - (texts[i] !== '' ? g.dx - nextTextDx(i) : 0));
  let holder = -1;
  glyphs.forEach((_, i) => {
    if (texts[i] !== '') holder = i;
    else if (holder >= 0) {
      widths[holder]! += widths[i]!;
      widths[i] = 0;
    }
  });
  return widths;
}
