/**
 * JSON that is safe inside a `<script type="application/json">` element of a page: no `<` can
 * close the element or open a comment, no `>` or `&` is left for an HTML parser to read, and
 * the two line separators old JavaScript parsers ended lines at are escaped too. `JSON.parse`
 * reads the same value back.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
