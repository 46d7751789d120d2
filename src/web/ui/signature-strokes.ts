/** A stroke point in CSS pixels; `{x: -1, y: -1}` ends a stroke (spec §3). */
export interface StrokePoint {
  x: number;
  y: number;
}

/** What the strokes are read from: signature_pad's `toData()` (a pad, or its saved data). */
export interface StrokeSource {
  toData(): readonly { points: readonly { x: number; y: number }[] }[];
}

/** The pad's strokes as the record keeps them: whole pixels, each stroke ended by `{-1, -1}`. */
export function strokesOf(pad: StrokeSource): StrokePoint[] {
  const out: StrokePoint[] = [];
  for (const group of pad.toData()) {
    for (const p of group.points) out.push({ x: Math.round(p.x), y: Math.round(p.y) });
    out.push({ x: -1, y: -1 });
  }
  return out;
}
