import * as z from 'zod/mini';
import type { Envelope, ErrorData } from '../../shared/api/envelope';

/** Field path ("email", "password") → translation key of what is wrong with it. */
export type FieldErrors = Record<string, string>;

const MESSAGE_KEY = /^[a-z]+\.[A-Za-z0-9.]+$/;

/**
 * Checks input with a shared schema before it is sent, so the browser says exactly what the
 * server would (the schemas name their own message keys). First problem per field wins.
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const result = z.safeParse(schema, value);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= MESSAGE_KEY.test(issue.message) ? issue.message : 'validation.invalidFormat';
  }
  return { ok: false, errors };
}

/** The per-field errors of a failed API answer (code 40000 lists them as {path, message}). */
export function serverFieldErrors(envelope: Envelope<unknown>): FieldErrors {
  const fields = (envelope.data as ErrorData | null)?.fields ?? [];
  const errors: FieldErrors = {};
  for (const field of fields) errors[field.path] ??= field.message;
  return errors;
}
