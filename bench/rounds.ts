import { loadavg } from 'node:os';

/** Rounds that alternate the sides of a comparison, and how their figures are printed. */

export const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** "median (min–max)" with `digits` decimals. */
export function spread(values: number[], digits = 1): string {
  const f = (n: number) => n.toFixed(digits);
  return `${f(median(values))} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

/**
 * Runs every side once per round, the order turning each round, so a noisy moment on the shared
 * machine does not fall on one side only. Returns each side's results in round order.
 */
export async function alternateRounds<T>(
  rounds: number,
  sides: readonly { label: string; run: () => Promise<T> }[],
  afterRound?: (round: number, results: Map<string, T>) => void,
): Promise<Map<string, T[]>> {
  const all = new Map(sides.map((side) => [side.label, [] as T[]]));
  for (let round = 0; round < rounds; round++) {
    const results = new Map<string, T>();
    for (let i = 0; i < sides.length; i++) {
      const side = sides[(i + round) % sides.length]!;
      const result = await side.run();
      results.set(side.label, result);
      all.get(side.label)!.push(result);
    }
    afterRound?.(round, results);
  }
  return all;
}
