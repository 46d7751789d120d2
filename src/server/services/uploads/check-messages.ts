import type { ErrorName } from '../../../shared/api/error-codes';
import type { FieldError } from '../../../shared/api/envelope';
import type { Decoded } from './image-decode';
import type { PdfVerdict } from './pdf-inspect';
import type { CleanFile } from './upload-file';

/** What a check worker is asked to do with one file (check-pool.ts ↔ check-worker.ts). */
export type CheckTask =
  | {
      kind: 'image';
      bytes: Uint8Array;
      field: string;
      thumbnail: boolean;
      /** This file's CPU deadline when it is not the pool's (check-allowance.ts). */
      cpuMs?: number;
    }
  | { kind: 'pdf'; bytes: Uint8Array }
  | { kind: 'signature'; bytes: Uint8Array };

export type CheckJob = CheckTask & { id: number };

/** What each task answers with. */
export type CheckResult = CleanFile | PdfVerdict | Decoded<true>;

/** Sent once by a worker when it has loaded and is ready for work. */
export interface CheckReady {
  ready: true;
  /** The worker's kernel thread id, so its CPU time can be read (undefined off Linux). */
  tid: number | undefined;
}

/** The worker's answer: the result, or the refusal the client is told (an AppError's parts). */
export type CheckReply =
  | { id: number; ok: true; result: CheckResult }
  | {
      id: number;
      ok: false;
      refusal?: { errorName: ErrorName; fields?: FieldError[]; messageKey: string };
      failure?: string;
    };
