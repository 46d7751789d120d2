import type { Block } from '../document-model';
import {
  BODY_BOTTOM,
  BODY_TOP,
  COLORS,
  CONTENT_WIDTH,
  lineHeight,
  STYLES,
  type TextStyle,
} from './page-frame';
import {
  flowing,
  GAP,
  LABEL_WIDTH,
  lines,
  PAD,
  setText,
  VALUE_OFFSET,
  VALUE_WIDTH,
  type LayoutContext,
  type TextKind,
} from './block-kit';
import { signature } from './signature';

function heading(ctx: LayoutContext, level: 1 | 2, text: string, note: string | undefined): void {
  const { flow, setter } = ctx;
  const style = level === 1 ? STYLES.part : STYLES.heading;
  const noteLines = note ? setter.lines(note, STYLES.tag, 160) : [];
  const noteWidth = Math.max(0, ...noteLines.map((l) => l.width));
  const title = setter.lines(text, style, CONTENT_WIDTH - (noteWidth ? noteWidth + GAP + 8 : 0));
  const height = title.length * lineHeight(style) + 6;
  flow.keep(height + 48);
  flow.y -= level === 1 ? 16 : 8;
  const top = flow.y;
  lines(ctx, title, 0, CONTENT_WIDTH, style, top);
  if (noteLines.length > 0) {
    const w = noteWidth + 8;
    const h = noteLines.length * lineHeight(STYLES.tag) + 2;
    flow.rect(CONTENT_WIDTH - w, top - 2, w, h, COLORS.flagFill, COLORS.flag);
    lines(ctx, noteLines, CONTENT_WIDTH - w + 4, noteWidth, STYLES.tag, top - 2);
  }
  flow.y -= height;
  flow.rule(flow.y + 3, level === 1 ? COLORS.text : COLORS.rule, level === 1 ? 1.2 : 0.8);
  flow.y -= 4;
}

/** Label and value side by side; kept on one page unless taller than a page. */
function field(ctx: LayoutContext, label: string, values: string[]): void {
  const labelStyle = STYLES.label;
  const { flow, setter } = ctx;
  const left = setter.lines(label, labelStyle, LABEL_WIDTH);
  const right = (values.length > 0 ? values : ['—']).flatMap((v) =>
    setter.values(v, STYLES.value, VALUE_WIDTH),
  );
  const slot = lineHeight(STYLES.value);
  const rows = Math.max(left.length, right.length);
  flow.keep(rows * slot + 6);
  for (let i = 0; i < rows; i++) {
    flow.keep(slot);
    const baseline = flow.y - 3 - STYLES.value.size * 1.15;
    const l = left[i];
    const r = right[i];
    if (l) flow.text(l, 0, LABEL_WIDTH, baseline, labelStyle);
    if (r) flow.text(r, VALUE_OFFSET, VALUE_WIDTH, baseline, STYLES.value);
    flow.y -= slot;
  }
  flow.y -= 6;
  flow.rule(flow.y + 2, COLORS.rule, 0.4);
}

/** A label above its value, both the full width: room for a 64-digit hash on one line. */
function fact(ctx: LayoutContext, label: string, value: string): void {
  const { flow, setter } = ctx;
  const top = setter.lines(label, STYLES.label, CONTENT_WIDTH);
  const bottom = setter.values(value, STYLES.strong, CONTENT_WIDTH);
  flow.keep(top.length * lineHeight(STYLES.label) + bottom.length * lineHeight(STYLES.strong) + 8);
  flow.y -= 4;
  flow.y -= lines(ctx, top, 0, CONTENT_WIDTH, STYLES.label, flow.y);
  flow.y -= lines(ctx, bottom, 0, CONTENT_WIDTH, STYLES.strong, flow.y);
  flow.y -= 4;
  flow.rule(flow.y + 2, COLORS.rule, 0.4);
}

function boxed(
  ctx: LayoutContext,
  fill: TextStyle['color'],
  stroke: TextStyle['color'],
  parts: [string, TextStyle, TextKind?][],
): void {
  const { flow } = ctx;
  const width = CONTENT_WIDTH - 2 * PAD;
  const set = parts.map(
    ([text, style, kind]) => [setText(ctx, kind ?? 'own', text, style, width), style] as const,
  );
  const height = set.reduce((h, [l, style]) => h + l.length * lineHeight(style), 0) + 2 * PAD;
  flow.y -= 6;
  if (height > flow.remaining && height <= BODY_TOP - BODY_BOTTOM) flow.newPage();
  if (height <= flow.remaining) {
    flow.rect(0, flow.y, CONTENT_WIDTH, height, fill, stroke);
    let top = flow.y - PAD;
    for (const [l, style] of set) top -= lines(ctx, l, PAD, width, style, top);
    flow.y -= height + 6;
    return;
  }
  // Taller than a page: no box, the text runs on.
  for (const [text, style, kind] of parts) flowing(ctx, text, style, PAD, width, kind);
}

export function layoutBlock(ctx: LayoutContext, block: Block): void {
  switch (block.type) {
    case 'heading':
      return heading(ctx, block.level, block.text, block.note);
    case 'field':
      return field(ctx, block.label, block.lines);
    case 'text':
      ctx.flow.y -= 2;
      flowing(ctx, block.text, block.muted ? { ...STYLES.body, color: COLORS.muted } : STYLES.body);
      ctx.flow.y -= 4;
      return;
    case 'flags':
      return boxed(ctx, COLORS.flagFill, COLORS.flag, [
        [block.title, { ...STYLES.strong, color: COLORS.flag }],
        ...block.items.map((item): [string, TextStyle] => [`•  ${item}`, STYLES.value]),
      ]);
    case 'signature':
      return signature(ctx, block.label, block.png, block.caption);
    case 'addendum':
      return boxed(ctx, COLORS.noteFill, COLORS.noteRule, [
        [block.title, STYLES.strong],
        [block.meta, STYLES.small],
        [block.text, STYLES.value, 'value'],
      ]);
    case 'facts':
      for (const row of block.rows) fact(ctx, row.label, row.value);
      return;
  }
}
