import type { AppContext } from '../../context';
import { safeErrorLog } from '../../http/safe-error-log';
import type { DocumentScope } from './record-source';
import { ensureStoredPdf } from './stored-pdf';

const RETRY_DELAYS_MS = [1_000, 10_000, 60_000];

interface Queue {
  /** One job at a time: a burst of submissions never competes with requests for every core. */
  tail: Promise<void>;
  pending: number;
  closing: boolean;
}
const queues = new WeakMap<AppContext, Queue>();

function queueOf(ctx: AppContext): Queue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = { tail: Promise.resolve(), pending: 0, closing: false };
    queues.set(ctx, queue);
  }
  return queue;
}

/**
 * Runs `task` in the process after the current request, one job after another, retried a few
 * times. The signing transaction has committed by then, so a failure never undoes a signature.
 */
export function queueDocumentJob(
  ctx: AppContext,
  name: string,
  task: () => Promise<void>,
  retries = RETRY_DELAYS_MS,
): void {
  const queue = queueOf(ctx);
  const run = async () => {
    for (let attempt = 0; !queue.closing; attempt++) {
      try {
        await task();
        return;
      } catch (error) {
        const delay = retries[attempt];
        if (delay === undefined || queue.closing) {
          ctx.log.error({ job: name, err: safeErrorLog(error) }, 'document job failed');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };
  queue.pending++;
  queue.tail = queue.tail
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(run)
    .finally(() => {
      queue.pending--;
    });
}

/**
 * Generates a record's PDF off the request. If every try fails (or the server stops first),
 * the first download generates it.
 */
export function queueRecordPdf(ctx: AppContext, scope: DocumentScope): void {
  queueDocumentJob(ctx, `pdf.${scope.kind}`, async () => {
    await ensureStoredPdf(ctx, scope);
  });
}

/** Waits until the queue is empty (tests read the stored file after this). */
export async function settleDocumentJobs(ctx: AppContext): Promise<void> {
  const queue = queueOf(ctx);
  while (queue.pending > 0) await queue.tail;
}

/** At shutdown: no more retries; the job under way finishes before the database closes. */
export async function stopDocumentJobs(ctx: AppContext): Promise<void> {
  queueOf(ctx).closing = true;
  await settleDocumentJobs(ctx);
}
