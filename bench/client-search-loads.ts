import { figures, measureClosedLoop, measureOpenLoop, quantile } from './latency';
import { alternateRounds, loadAverage, spread } from './rounds';
import type { SearchTask } from './client-search-sides';

/**
 * The search benchmark's fixed loads: the budget's steady rate (an open loop, as desks search),
 * then closed loops at each concurrency (what the machine can take). At each, raw SQL and the
 * API alternate in rounds, each round over the same clients: both see the same warm cache, and
 * a noisy moment does not fall on one side only. Returns the lines to print.
 */
export async function measureFixedLoads(options: {
  rounds: number;
  requests: number;
  ratePerSecond: number;
  concurrencyLevels: number[];
  budgetP99Ms: number;
  sides: { api: SearchTask; raw: SearchTask };
}): Promise<string[]> {
  const { rounds, requests, ratePerSecond, concurrencyLevels, budgetP99Ms, sides } = options;
  const lines: string[] = [];
  const runs = [
    {
      label: `${ratePerSecond} searches a second (steady)`,
      budget: true,
      measure: (requests: number, task: SearchTask) =>
        measureOpenLoop(ratePerSecond, requests, task),
    },
    ...concurrencyLevels.map((concurrency) => ({
      label: `closed loop, ${concurrency} in flight (capacity)`,
      budget: false,
      measure: (requests: number, task: SearchTask) =>
        measureClosedLoop(concurrency, requests, task),
    })),
  ];
  const perRound = requests / rounds;
  for (const run of runs) {
    // Raw SQL and the API alternate in rounds, each round over the same clients: both see
    // the same warm cache, and a noisy moment does not fall on one side only.
    let round = 0;
    const results = await alternateRounds(
      rounds,
      [
        {
          label: 'raw',
          run: () => run.measure(perRound, (i) => sides.raw(i + round * perRound)),
        },
        {
          label: 'API',
          run: () => run.measure(perRound, (i) => sides.api(i + round * perRound)),
        },
      ],
      () => (round += 1),
    );
    const pooled = (side: string) =>
      results
        .get(side)!
        .flat()
        .sort((a, b) => a - b);
    const p99s = (side: string) => results.get(side)!.map((l) => quantile(l, 0.99));
    const [api, raw] = [pooled('API'), pooled('raw')];
    const [a50, a99, s50, s99] = [0.5, 0.99, 0.5, 0.99].map((q, k) =>
      quantile(k < 2 ? api : raw, q),
    ) as [number, number, number, number];
    const verdict = a99 <= budgetP99Ms ? 'within' : 'OVER';
    lines.push(
      `    ${run.label}, ${rounds} rounds of ${perRound} requests a side; load ${loadAverage()}:`,
      `      API  POST /api/clients/search  ${figures(api)}` +
        (run.budget ? ` (budget p99 ≤ ${budgetP99Ms} ms: ${verdict})` : ''),
      `      raw  SELECT … WHERE lower(email) = $1 / mobile = $1  ${figures(raw)}`,
      `      p99 by round, median (min–max): API ${spread(p99s('API'), 2)} ms, ` +
        `raw ${spread(p99s('raw'), 2)} ms`,
      `      ratio API / raw: p50 ${(a50 / s50).toFixed(1)}×  p99 ${(a99 / s99).toFixed(1)}×`,
    );
  }
  return lines;
}
