import { parentPort } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import { cleanImage } from './clean-image';
import type { ImageCheckJob, ImageCheckReply } from './image-check-messages';

/**
 * The worker thread's side of image-checks.ts: decodes, checks and re-encodes one uploaded image
 * at a time with `cleanImage`, and answers with the clean file or the refusal.
 */
parentPort?.on('message', (job: ImageCheckJob) => {
  let reply: ImageCheckReply;
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    reply = {
      id: job.id,
      ok: true,
      file: cleanImage(bytes, job.field, { thumbnail: job.thumbnail }),
    };
  } catch (error) {
    reply =
      error instanceof AppError
        ? {
            id: job.id,
            ok: false,
            refusal: {
              errorName: error.errorName,
              fields: error.fields,
              messageKey: error.messageKey,
            },
          }
        : { id: job.id, ok: false, failure: error instanceof Error ? error.name : 'Error' };
  }
  parentPort!.postMessage(reply);
});
