import type { SetLine } from '../text/line-break';
import type { Rgb } from '../writer/content';
import {
  BODY_BOTTOM,
  BODY_TOP,
  CONTENT_WIDTH,
  MARGIN_X,
  PAGE_WIDTH,
  type TextStyle,
} from './page-frame';

/** What a page holds, in absolute PDF coordinates (points from the bottom left). */
export type PageItem =
  | { kind: 'text'; line: SetLine; x: number; y: number; style: TextStyle }
  | { kind: 'rect'; x: number; y: number; w: number; h: number; fill?: Rgb; stroke?: Rgb }
  | { kind: 'rule'; x1: number; x2: number; y: number; color: Rgb; width: number }
  | { kind: 'image'; index: number; x: number; y: number; w: number; h: number };

/**
 * Places items down the pages. Horizontal positions are given from the start edge of the
 * content box (left in a left-to-right document, right in Arabic) and mirrored here, so block
 * layouts never think about direction.
 */
export class Flow {
  readonly pages: PageItem[][] = [[]];
  /** The top of the free space on the current page. */
  y = BODY_TOP;

  constructor(readonly direction: 'ltr' | 'rtl') {}

  get page(): PageItem[] {
    return this.pages.at(-1)!;
  }

  get remaining(): number {
    return this.y - BODY_BOTTOM;
  }

  newPage(): void {
    this.pages.push([]);
    this.y = BODY_TOP;
  }

  /** Starts a new page unless `height` fits (a block taller than a page starts at the top). */
  keep(height: number): void {
    if (height > this.remaining && this.y < BODY_TOP) this.newPage();
  }

  /** Absolute x of a box `width` wide that starts `offset` points from the start edge. */
  x(offset: number, width: number): number {
    return this.direction === 'ltr' ? MARGIN_X + offset : PAGE_WIDTH - MARGIN_X - offset - width;
  }

  /** A line of text aligned to the start of a box (`offset`, `width`), baseline at `baseline`. */
  text(line: SetLine, offset: number, width: number, baseline: number, style: TextStyle): void {
    const left =
      this.direction === 'ltr' ? this.x(offset, width) : this.x(offset, width) + width - line.width;
    this.page.push({ kind: 'text', line, x: left, y: baseline, style });
  }

  rect(offset: number, top: number, width: number, height: number, fill?: Rgb, stroke?: Rgb): void {
    this.page.push({
      kind: 'rect',
      x: this.x(offset, width),
      y: top - height,
      w: width,
      h: height,
      fill,
      stroke,
    });
  }

  rule(y: number, color: Rgb, width = 0.5, offset = 0, length = CONTENT_WIDTH): void {
    const x = this.x(offset, length);
    this.page.push({ kind: 'rule', x1: x, x2: x + length, y, color, width });
  }

  image(index: number, offset: number, top: number, w: number, h: number): void {
    this.page.push({ kind: 'image', index, x: this.x(offset, w), y: top - h, w, h });
  }
}
