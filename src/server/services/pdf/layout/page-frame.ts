import type { Rgb } from '../writer/content';

/** A4 portrait in PDF points (spec §9: 595.28 × 841.89). */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN_X = 48;
/** The body runs between these heights; the header and the footer sit outside them. */
export const BODY_TOP = PAGE_HEIGHT - 72;
export const BODY_BOTTOM = 56;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;

export interface TextStyle {
  size: number;
  bold: boolean;
  color: Rgb;
}

export const COLORS = {
  text: [0.1, 0.1, 0.12],
  muted: [0.38, 0.4, 0.44],
  rule: [0.8, 0.82, 0.85],
  flag: [0.66, 0.08, 0.08],
  flagFill: [1, 0.95, 0.95],
  noteFill: [1, 0.98, 0.88],
  noteRule: [0.85, 0.7, 0.3],
} as const satisfies Record<string, Rgb>;

export const STYLES = {
  title: { size: 16, bold: true, color: COLORS.text },
  part: { size: 13, bold: true, color: COLORS.text },
  heading: { size: 11, bold: true, color: COLORS.text },
  tag: { size: 8, bold: true, color: COLORS.flag },
  label: { size: 9, bold: false, color: COLORS.muted },
  value: { size: 10, bold: false, color: COLORS.text },
  strong: { size: 10, bold: true, color: COLORS.text },
  small: { size: 8, bold: false, color: COLORS.muted },
  body: { size: 9, bold: false, color: COLORS.text },
} as const satisfies Record<string, TextStyle>;

/** Line height: CJK and Arabic need more than Latin's usual 1.2. */
export const lineHeight = (style: TextStyle): number => style.size * 1.5;
