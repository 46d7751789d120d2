import type { ErrorName } from '../../../shared/api/error-codes';
import type { FieldError } from '../../../shared/api/envelope';
import type { CleanFile } from './upload-file';

/** One image for the worker thread to check (image-checks.ts ↔ image-check-worker.ts). */
export interface ImageCheckJob {
  id: number;
  bytes: Uint8Array;
  field: string;
  thumbnail: boolean;
}

/** The worker's answer: the clean file, or the refusal the client is told (an AppError's parts). */
export type ImageCheckReply =
  | { id: number; ok: true; file: CleanFile }
  | {
      id: number;
      ok: false;
      refusal?: { errorName: ErrorName; fields?: FieldError[]; messageKey: string };
      failure?: string;
    };
