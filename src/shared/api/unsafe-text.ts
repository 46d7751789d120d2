/**
 * Text no field may hold: NUL (PostgreSQL's text and jsonb refuse it, so it could only ever fail
 * deep in a query) and UTF-16 surrogates without their pair (not Unicode; they cannot be
 * encoded as UTF-8). Found before any schema runs, so every field of every request is covered
 * in one place and the answer names the field.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u;

export const UNSAFE_TEXT_MESSAGE = 'validation.invalidCharacters';

/** Deep enough for any body the API accepts; deeper input is not walked further. */
const MAX_DEPTH = 32;

export function hasUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** Paths (dot-separated, keys included) of every string in `input` that holds unsafe text. */
export function findUnsafeText(input: unknown, limit = 20): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: string[], depth: number) => {
    if (found.length >= limit || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (hasUnsafeText(value)) found.push(path.join('.') || '(body)');
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      const at = [...path, key];
      if (hasUnsafeText(key)) {
        found.push(at.join('.'));
        continue;
      }
      walk(item, at, depth + 1);
    }
  };
  walk(input, [], 0);
  return found;
}
