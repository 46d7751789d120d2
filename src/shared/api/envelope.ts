import type { ErrorCode } from './error-codes';

/** One invalid field: its path in the request body and a translation key saying what is wrong. */
export interface FieldError {
  path: string;
  message: string;
}

/** Every API answer has this shape; `code: 0` is success (spec §7, DESIGN.md "API"). */
export interface Envelope<T> {
  code: ErrorCode | 0;
  message: string;
  data: T;
}

export interface ErrorData {
  fields?: FieldError[];
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'ok', data };
}
