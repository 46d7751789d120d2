import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import type { FieldError } from '../../shared/api/envelope';
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '../../shared/api/unsafe-text';
import { AppError } from './app-error';

const MESSAGE_KEY = /^[a-z]+\.[A-Za-z0-9.]+$/;

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Maps a zod issue to the translation key the web app shows next to the field. */
function messageKeyOf(issue: $ZodIssue, input: unknown): string {
  // A schema that names its own message key (e.g. 'auth.passwordTooShort') is taken at its word.
  if (MESSAGE_KEY.test(issue.message)) return issue.message;
  const value = valueAt(input, issue.path);
  if (issue.path.length > 0 && (value === undefined || value === null || value === '')) {
    return 'validation.required';
  }
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'validation.required'
        : 'validation.tooShort';
    case 'too_big':
      return 'validation.tooLong';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidFormat';
  }
}

export function toFieldErrors(issues: readonly $ZodIssue[], input: unknown): FieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    message: messageKeyOf(issue, input),
  }));
}

/** Parses untrusted input with a shared schema; a failure becomes a 400 naming each field. */
export function parseInput<T extends $ZodType>(schema: T, input: unknown): z.infer<T> {
  const unsafe = findUnsafeText(input);
  if (unsafe.length > 0) {
    throw new AppError(
      'validation',
      unsafe.map((path) => ({ path, message: UNSAFE_TEXT_MESSAGE })),
    );
  }
  const result = z.safeParse(schema, input ?? {});
  if (!result.success) throw new AppError('validation', toFieldErrors(result.error.issues, input));
  return result.data as z.infer<T>;
}
