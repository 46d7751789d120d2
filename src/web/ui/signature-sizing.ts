/** Spec §9: line width 5; the canvas is its container minus 10 px wide and minus 60 px high. */
export const LINE_WIDTH = 5;
const WIDTH_MARGIN = 10;
const HEIGHT_MARGIN = 60;
/** Below this the pad is too small to sign in; the box scrolls instead. */
const MIN_SIDE = 100;

export interface CanvasSize {
  /** CSS pixels: what drawing and the stored strokes use. */
  width: number;
  height: number;
  /** Device pixels of the bitmap, so lines stay sharp on high-DPI screens. */
  bitmapWidth: number;
  bitmapHeight: number;
}

/** The device pixel ratio the canvas is drawn at (never below 1). */
export const pixelRatio = (devicePixelRatio: number | undefined): number =>
  Math.max(devicePixelRatio || 1, 1);

/** The canvas for a pad box of the given size, at the given pixel ratio. */
export function canvasSize(boxWidth: number, boxHeight: number, ratio: number): CanvasSize {
  const width = Math.max(boxWidth - WIDTH_MARGIN, MIN_SIDE);
  const height = Math.max(boxHeight - HEIGHT_MARGIN, MIN_SIDE);
  return {
    width,
    height,
    bitmapWidth: Math.round(width * ratio),
    bitmapHeight: Math.round(height * ratio),
  };
}

/** Whether a box's new width calls for a new bitmap (heights follow the width's layout). */
export function needsResize(boxWidth: number, ratio: number, bitmapWidth: number): boolean {
  return Math.round((boxWidth - WIDTH_MARGIN) * ratio) !== bitmapWidth;
}

/**
 * The font size a typed name is drawn at: 56 px, 4 px smaller at a time while the name is wider
 * than the image less its margins, and never below 20 px (a long name may then overflow).
 */
export function typedFontSize(measure: (size: number) => number, maxWidth: number): number {
  let size = 56;
  while (measure(size) > maxWidth && size - 4 > 16) size -= 4;
  return size;
}
