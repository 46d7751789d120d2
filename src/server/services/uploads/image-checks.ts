import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import type { ImageCheckJob, ImageCheckReply } from './image-check-messages';
import type { CleanFile } from './upload-file';

/**
 * Uploaded images are checked in a worker thread. Decoding a camera photo, re-encoding it and
 * making its preview (`cleanImage`, pure JavaScript) takes hundreds of milliseconds of CPU; on
 * the server's own thread that time would stop every other request (a client submitting a form,
 * the day view's updates) until the photo is done. One worker, started on the first upload and
 * kept; images wait their turn in it. It keeps the process alive only while it has work.
 */
const BOOT = new URL('./image-check-boot.mjs', import.meta.url);
const ENTRY = new URL('./image-check-worker.ts', import.meta.url).href;
/** A decoded image within UPLOAD_IMAGE_CAP fits well inside; a worker that needs more dies alone. */
const WORKER_HEAP_MB = 512;

type Waiting = { resolve: (file: CleanFile) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function settle(reply: ImageCheckReply): void {
  const job = waiting.get(reply.id);
  if (!job) return;
  waiting.delete(reply.id);
  if (waiting.size === 0) worker?.unref();
  if (reply.ok) {
    const { file } = reply;
    job.resolve({
      contentType: file.contentType,
      bytes: toBuffer(file.bytes),
      thumbnail: file.thumbnail ? toBuffer(file.thumbnail) : undefined,
    });
  } else if (reply.refusal) {
    const { errorName, fields, messageKey } = reply.refusal;
    job.reject(new AppError(errorName, fields, messageKey));
  } else {
    job.reject(new Error(`image check failed in the worker (${reply.failure ?? 'unknown'})`));
  }
}

function failAll(error: Error): void {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function running(): Worker {
  if (worker) return worker;
  const started = new Worker(BOOT, {
    workerData: { entry: ENTRY },
    // Not the server's own flags (V8 heap sizes, its loader): the boot module loads what it needs.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  started.on('message', settle);
  const stopped = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`image check worker exited (${code})`)));
  started.unref();
  worker = started;
  return started;
}

/** `cleanImage` in the worker thread: the same clean file, or the same refusal (an AppError). */
export function cleanImageOffThread(
  bytes: Buffer,
  field: string,
  options: { thumbnail?: boolean } = {},
): Promise<CleanFile> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    // A copy is handed over (transferred): the caller's buffer stays usable.
    const copy = new Uint8Array(bytes);
    const job: ImageCheckJob = { id, bytes: copy, field, thumbnail: options.thumbnail ?? false };
    const thread = running();
    // Held while it has work, so a caller awaiting the answer is not left behind at exit.
    thread.ref();
    thread.postMessage(job, [copy.buffer]);
  });
}
