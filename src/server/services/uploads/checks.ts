import { imageCheckCpuMs } from './check-allowance';
import { CheckPool, CheckTooCostly, DEFAULT_CHECK_POOL, type CheckPoolOptions } from './check-pool';
import type { Decoded } from './image-decode';
import type { PdfVerdict } from './pdf-inspect';
import { uploadInvalid, type CleanFile } from './upload-file';

/**
 * The process's one pool of check workers (check-pool.ts): every uploaded image, uploaded PDF
 * and signature image is decoded there, never on the server's own thread.
 */
let options: CheckPoolOptions = DEFAULT_CHECK_POOL;
let shared: CheckPool | undefined;

/** Sets the pool's limits (from the environment, config.ts); a running pool is replaced. */
export function configureChecks(next: CheckPoolOptions): void {
  if (JSON.stringify(next) === JSON.stringify(options)) return;
  options = next;
  void shared?.close();
  shared = undefined;
}

function pool(): CheckPool {
  shared ??= new CheckPool(options);
  return shared;
}

/** Starts a check worker now (the app does at start), so the first file does not wait for it. */
export function warmChecks(): Promise<void> {
  return pool().warm();
}

/** A file past the pool's limits is refused at its field, like any file that cannot be read. */
function refuseCostly(field: string, messageKey: string) {
  return (error: unknown): never => {
    throw error instanceof CheckTooCostly ? uploadInvalid(field, messageKey) : error;
  };
}

/** `cleanImage` in a worker: the clean file, or the refusal (an AppError). */
export async function cleanImageOffThread(
  bytes: Buffer,
  field: string,
  options: { thumbnail?: boolean } = {},
  on: CheckPool = pool(),
): Promise<CleanFile> {
  const task = {
    kind: 'image',
    bytes,
    field,
    thumbnail: options.thumbnail ?? false,
    cpuMs: imageCheckCpuMs(bytes, on.options.cpuMs),
  } as const;
  const file = (await on
    .run(task)
    .catch(refuseCostly(field, 'forms.uploadTooComplex'))) as CleanFile;
  const toBuffer = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return {
    contentType: file.contentType,
    bytes: toBuffer(file.bytes),
    thumbnail: file.thumbnail ? toBuffer(file.thumbnail) : undefined,
  };
}

/** `inspectPdf` in a worker; a PDF past the limits is refused at `field`. */
export async function inspectPdfOffThread(
  bytes: Buffer,
  field: string,
  on: CheckPool = pool(),
): Promise<PdfVerdict> {
  const task = { kind: 'pdf', bytes } as const;
  return (await on.run(task).catch(refuseCostly(field, 'forms.uploadTooComplex'))) as PdfVerdict;
}

/** A signature PNG decoded in a worker: whether it decodes, within the signature cap. */
export async function decodeSignatureOffThread(
  png: Buffer,
  on: CheckPool = pool(),
): Promise<Decoded<true>> {
  try {
    return (await on.run({ kind: 'signature', bytes: png })) as Decoded<true>;
  } catch (error) {
    if (error instanceof CheckTooCostly) return { ok: false, reason: 'tooLarge' };
    throw error;
  }
}
