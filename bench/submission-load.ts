import { randomUUID } from 'node:crypto';
import { getTemplate } from '../src/shared/forms';
import { PNG, validAnswers } from '../src/shared/forms/test-support';

/** Request bodies and a bounded concurrent runner for the submission benchmark. */

const TEMPLATE = getTemplate('mfUk')!;
const ANSWERS = validAnswers(TEMPLATE);
const SLOTS = TEMPLATE.sections.flatMap((s) =>
  s.questions.flatMap((q) => (q.type === 'signature' ? [q.slot] : [])),
);

export function submissionBody(): Record<string, unknown> {
  return {
    template_id: TEMPLATE.id,
    version: TEMPLATE.version,
    store_code: 'london',
    locale: 'en',
    answers: ANSWERS,
    signatures: SLOTS.map((slot) => ({
      slot,
      png_base64: PNG.slice('data:image/png;base64,'.length),
      method: 'drawn',
      signer_name: 'Bench Client',
      strokes: [
        { x: 1, y: 1 },
        { x: -1, y: -1 },
      ],
    })),
    idempotency_key: randomUUID(),
  };
}

export const SIGNATURE_SLOTS = SLOTS;
export const PNG_BYTES = Buffer.from(PNG.slice('data:image/png;base64,'.length), 'base64');
export const BENCH_ANSWERS = ANSWERS;
export const BENCH_TEMPLATE = TEMPLATE;

/**
 * Runs `task` up to `count` times with `concurrency` in flight, stopping early at `maxMs`, after
 * `warmup` unmeasured runs (JIT, connection pools, prepared statements: both sides get the same).
 * Returns completed operations per second.
 */
export async function runBounded(
  task: () => Promise<void>,
  opts: { count: number; concurrency: number; maxMs: number; warmup?: number },
): Promise<{ done: number; seconds: number; perSecond: number }> {
  if (opts.warmup) await runBounded(task, { ...opts, count: opts.warmup, warmup: 0 });
  let started = 0;
  let done = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (started < opts.count && performance.now() - t0 < opts.maxMs) {
      started += 1;
      await task();
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { done, seconds, perSecond: done / seconds };
}
