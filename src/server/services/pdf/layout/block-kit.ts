import type { SetLine } from '../text/line-break';
import type { Flow } from './flow';
import { CONTENT_WIDTH, lineHeight, type TextStyle } from './page-frame';
import type { TextSetter } from './text-setter';

/** What block layouts share: the pages, the text setter, the images placed so far. */
export interface LayoutContext {
  flow: Flow;
  setter: TextSetter;
  images: { png: Uint8Array; width: number; height: number }[];
}

export const GAP = 12;
export const LABEL_WIDTH = Math.round(CONTENT_WIDTH * 0.42);
export const VALUE_OFFSET = LABEL_WIDTH + GAP;
export const VALUE_WIDTH = CONTENT_WIDTH - VALUE_OFFSET;
export const PAD = 8;

/** Lines set one below the other; returns the height used. */
export function lines(
  ctx: LayoutContext,
  set: SetLine[],
  offset: number,
  width: number,
  style: TextStyle,
  top: number,
): number {
  const lh = lineHeight(style);
  set.forEach((line, i) =>
    ctx.flow.text(line, offset, width, top - style.size * 1.15 - i * lh, style),
  );
  return set.length * lh;
}

/**
 * What a piece of text is: the document's own words (`own`, set in its direction) or a value
 * someone entered or the record holds (`value`, set as an isolate in its own direction).
 */
export type TextKind = 'own' | 'value';

export function setText(
  ctx: LayoutContext,
  kind: TextKind,
  text: string,
  style: TextStyle,
  width: number,
): SetLine[] {
  return kind === 'value'
    ? ctx.setter.values(text, style, width)
    : ctx.setter.lines(text, style, width);
}

/** A paragraph that may run over pages, line by line. */
export function flowing(
  ctx: LayoutContext,
  text: string,
  style: TextStyle,
  offset = 0,
  width = CONTENT_WIDTH,
  kind: TextKind = 'own',
): void {
  const lh = lineHeight(style);
  for (const line of setText(ctx, kind, text, style, width)) {
    ctx.flow.keep(lh);
    ctx.flow.text(line, offset, width, ctx.flow.y - style.size * 1.15, style);
    ctx.flow.y -= lh;
  }
}
