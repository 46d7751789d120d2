import { loadavg } from 'node:os';
import { measureOpenLoopRate, quantile } from './latency';

export interface LadderSide {
  label: string;
  task: (i: number) => Promise<void>;
}

const load = () => loadavg()[0]!.toFixed(2);

/**
 * The highest steady rate each side holds: requests arrive at each rate in turn (an open loop,
 * as desks search), and a side holds a rate while its p99 stays within the budget and it
 * answers at least 95% of the asked rate (below that, requests are queueing and the p99 only
 * measures the queue). The sides alternate at each step, the order turning, so a noisy moment
 * on the shared machine does not fall on one side only; a side stops climbing at its first
 * rate not held. Every step is printed with the load average.
 */
export async function climbRates(options: {
  rates: readonly number[];
  /** Seconds of load per step and side. */
  secondsPerStep: number;
  budgetP99Ms: number;
  sides: readonly LadderSide[];
}): Promise<string[]> {
  const { rates, secondsPerStep, budgetP99Ms, sides } = options;
  const lines: string[] = [];
  const held = new Map<string, number>();
  const stopped = new Set<string>();
  let offset = 0;
  for (const [step, rate] of rates.entries()) {
    const order = sides.map((_, i) => sides[(i + step) % sides.length]!);
    const parts: string[] = [];
    const requests = Math.round(rate * secondsPerStep);
    for (const side of order) {
      if (stopped.has(side.label)) continue;
      const { latencies, achieved } = await measureOpenLoopRate(rate, requests, (i) =>
        side.task(i + offset),
      );
      const p50 = quantile(latencies, 0.5);
      const p99 = quantile(latencies, 0.99);
      const ok = p99 <= budgetP99Ms && achieved >= 0.95 * rate;
      if (ok) held.set(side.label, rate);
      else stopped.add(side.label);
      parts.push(
        `${side.label} p50 ${p50.toFixed(1)} p99 ${p99.toFixed(1)} ms, ` +
          `${achieved.toFixed(0)}/s ${ok ? 'held' : 'not held'}`,
      );
    }
    offset += requests;
    if (parts.length === 0) break;
    lines.push(`    ${rate}/s: ${parts.join(' | ')}; load ${load()}`);
  }
  const summary = sides
    .map(
      (side) =>
        `${side.label} ${held.get(side.label) ?? 'none'}${held.has(side.label) ? '/s' : ''}`,
    )
    .join(', ');
  lines.push(`    highest rate held with p99 ≤ ${budgetP99Ms} ms: ${summary}`);
  return lines;
}
