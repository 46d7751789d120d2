import { COLORS, lineHeight, STYLES } from './page-frame';
import { LABEL_WIDTH, lines, VALUE_OFFSET, VALUE_WIDTH, type LayoutContext } from './block-kit';

const SIGNATURE_MAX = { width: 220, height: 80 };

/** A signature: its label at the start, the image beside it on a line, who and when below. */
export function signature(
  ctx: LayoutContext,
  label: string,
  png: Uint8Array,
  caption: string,
): void {
  const { flow, setter } = ctx;
  const { width, height } = pngSize(png);
  const scale = Math.min(SIGNATURE_MAX.width / width, SIGNATURE_MAX.height / height, 1);
  const w = width * scale;
  const h = height * scale;
  const labelLines = setter.lines(label, STYLES.label, LABEL_WIDTH);
  const captionLines = setter.lines(caption, STYLES.small, VALUE_WIDTH);
  const total =
    Math.max(
      labelLines.length * lineHeight(STYLES.label),
      h + captionLines.length * lineHeight(STYLES.small) + 4,
    ) + 8;
  flow.keep(total);
  const top = flow.y - 4;
  lines(ctx, labelLines, 0, LABEL_WIDTH, STYLES.label, top);
  ctx.images.push({ png, width, height });
  flow.image(ctx.images.length - 1, VALUE_OFFSET, top, w, h);
  flow.rule(top - h, COLORS.rule, 0.4, VALUE_OFFSET, Math.max(w, 120));
  lines(ctx, captionLines, VALUE_OFFSET, VALUE_WIDTH, STYLES.small, top - h - 2);
  flow.y -= total;
  flow.rule(flow.y + 2, COLORS.rule, 0.4);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.length < 24 || view.getUint32(12) !== 0x49484452)
    throw new Error('signature is not a PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
