import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { Operation } from './openapi-operations';
import { junkString, objectFor, valueFor, wrongType } from './schema-arbitrary';

/**
 * Upload routes take multipart bodies that mform-uploads.ts reads itself, so the document has
 * no body schema for them: they get the generic bodies below plus junk multipart bodies.
 */
const MULTIPART_PATHS = /\/upload_/;
const BOUNDARY = 'fuzzboundary';

/**
 * Percent-encoding that keeps lone surrogates (encodeURIComponent throws on them): they go out
 * as the bytes of an encoded surrogate, which no UTF-8 decoder may accept.
 */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD')).replaceAll(
    '%EF%BF%BD',
    '%ED%A0%80',
  );
}

/** A generated value as text; objects (some without a prototype) as JSON. */
function text(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** Path parameter text: schema-shaped, or percent-encoded junk, or broken encoding. */
function pathValue(schema: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: valueFor(schema).map((v) => encode(text(v))), weight: 4 },
    { arbitrary: fc.constantFrom('london', 'latest', 'mfUk'), weight: 1 },
    { arbitrary: junkString.map((s) => encode(s.slice(0, 300))), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%2e%2e', '%00', '..'), weight: 1 },
  );
}

function formEncode(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return `value=${encodeURIComponent(JSON.stringify(value) ?? '')}`;
  }
  const form = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (Array.isArray(v)) for (const item of v) form.append(key, text(item));
    else form.append(key, text(v));
  }
  return form.toString();
}

function multipart(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([name, v]) =>
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${String(v)}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

type Body = { payload: string; contentType: string } | undefined;

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  if (op.method === 'get' || op.method === 'head') return fc.constant(undefined);
  const value = op.body ? valueFor(op.body) : fc.oneof(objectFor({}), wrongType);
  const choices: fc.Arbitrary<Body>[] = [
    value.map((v) => ({ payload: JSON.stringify(v) ?? 'null', contentType: 'application/json' })),
    value.map((v) => ({
      payload: formEncode(v),
      contentType: 'application/x-www-form-urlencoded',
    })),
    fc
      .constantFrom('{"a":', '', '[', 'null', '"\\ud800"', '{"__proto__":{"x":1}}', '\u0000')
      .map((payload) => ({ payload, contentType: 'application/json' })),
    junkString.map((payload) => ({ payload, contentType: 'text/plain' })),
    fc.constant(undefined),
  ];
  if (MULTIPART_PATHS.test(op.path)) {
    choices.push(
      fc
        .dictionary(fc.constantFrom('base64_img', 'submission_id', 'client_id', 'file'), junkString)
        .map((fields) => ({
          payload: multipart(fields),
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        })),
    );
  }
  return fc.oneof(...choices);
}

/** One request to `op`, with generated path parameters, query string and body. */
export function requestFor(op: Operation): fc.Arbitrary<InjectOptions> {
  const names = Object.keys(op.pathParams);
  return fc
    .tuple(
      fc.tuple(...names.map((n) => pathValue(op.pathParams[n]!))),
      objectFor({ properties: op.query }),
      fc.option(junkString.map((s) => encode(s.slice(0, 200)))),
      bodyFor(op),
    )
    .map(([values, query, rawQuery, body]) => {
      let url = op.path;
      names.forEach((name, i) => (url = url.replace(`{${name}}`, values[i] ?? '')));
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) {
        search.append(k, text(v));
      }
      const qs = [search.toString(), rawQuery ? `junk=${rawQuery}` : ''].filter(Boolean).join('&');
      return {
        method: op.method.toUpperCase() as InjectOptions['method'],
        url: qs ? `${url}?${qs}` : url,
        ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
      };
    });
}
