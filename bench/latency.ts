import { setTimeout as sleep } from 'node:timers/promises';

/** Latency measurement shapes for the benchmarks; every result is sorted, in milliseconds. */

export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** p50, p90, p99 and the slowest request of sorted latencies. */
export const figures = (sorted: number[]) =>
  `p50 ${quantile(sorted, 0.5).toFixed(2)} ms  p90 ${quantile(sorted, 0.9).toFixed(2)} ms  ` +
  `p99 ${quantile(sorted, 0.99).toFixed(2)} ms  max ${sorted[sorted.length - 1]!.toFixed(1)} ms`;

/**
 * Closed loop: `concurrency` workers each send the next request when their last one answered,
 * `requests` in all, within `limitMs`. Measures what the machine can take: once the cores are
 * busy, latency is mostly waiting in line.
 */
export async function measureClosedLoop(
  concurrency: number,
  requests: number,
  task: (i: number) => Promise<void>,
  limitMs = 60_000,
): Promise<number[]> {
  const latencies: number[] = [];
  const deadline = performance.now() + limitMs;
  let next = 0;
  const worker = async () => {
    while (next < requests && performance.now() < deadline) {
      const i = next++;
      const start = performance.now();
      await task(i);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies.sort((a, b) => a - b);
}

/**
 * Open loop: requests start at a steady `perSecond` whether or not earlier ones have answered,
 * as staff at many desks do, so a stall in the app shows as a queue of slow requests. Timers
 * are coarse, so each tick sends every request that has come due; a latency counts from the
 * moment its request was sent.
 */
export async function measureOpenLoop(
  perSecond: number,
  requests: number,
  task: (i: number) => Promise<void>,
): Promise<number[]> {
  return (await measureOpenLoopRate(perSecond, requests, task)).latencies;
}

/**
 * The open loop, with the rate the server actually kept up: requests answered per second from
 * the first sent to the last answered. Below the asked rate means requests queued.
 */
export async function measureOpenLoopRate(
  perSecond: number,
  requests: number,
  task: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; achieved: number }> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  let sent = 0;
  while (sent < requests) {
    const due = Math.min(
      requests,
      Math.floor(((performance.now() - start) * perSecond) / 1000) + 1,
    );
    for (; sent < due; sent++) {
      const i = sent;
      const t0 = performance.now();
      inFlight.push(task(i).then(() => void latencies.push(performance.now() - t0)));
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  return { latencies: latencies.sort((a, b) => a - b), achieved: requests / seconds };
}
