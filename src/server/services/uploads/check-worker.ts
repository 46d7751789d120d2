import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import { cleanImage } from './clean-image';
import type { CheckJob, CheckReady, CheckReply, CheckResult } from './check-messages';
import { SIGNATURE_IMAGE_CAP } from './image-cap';
import { decodePng } from './image-decode';
import { inspectPdf } from './pdf-inspect';
import { ownThreadId } from './thread-cpu';

/**
 * The worker thread's side of check-pool.ts: one file at a time, decoded and judged here so the
 * server's own thread never spends the CPU. The pool watches this thread's CPU time and ends it
 * when a file takes too long.
 */
async function run(job: CheckJob): Promise<CheckResult> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  switch (job.kind) {
    case 'image':
      return cleanImage(bytes, job.field, { thumbnail: job.thumbnail });
    case 'pdf':
      return inspectPdf(bytes);
    case 'signature': {
      // Only the verdict goes back: the caller keeps the bytes it sent.
      const decoded = decodePng(bytes, SIGNATURE_IMAGE_CAP);
      return decoded.ok ? { ok: true, value: true } : decoded;
    }
  }
}

function refusalOf(id: number, error: unknown): CheckReply {
  if (error instanceof AppError) {
    const { errorName, fields, messageKey } = error;
    return { id, ok: false, refusal: { errorName, fields, messageKey } };
  }
  return { id, ok: false, failure: error instanceof Error ? error.name : 'Error' };
}

parentPort?.on('message', (job: CheckJob) => {
  run(job).then(
    (result) => parentPort!.postMessage({ id: job.id, ok: true, result } satisfies CheckReply),
    (error: unknown) => parentPort!.postMessage(refusalOf(job.id, error)),
  );
});

parentPort?.postMessage({ ready: true, tid: ownThreadId() } satisfies CheckReady);
