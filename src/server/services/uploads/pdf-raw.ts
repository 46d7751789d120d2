import { NAME_END, decodeNameEscapes, namePattern } from './pdf-names';

/**
 * Checks on a PDF's bytes as they are, beside pdf-lib's parse: a viewer finds objects through
 * the cross-reference table, so an object a sequential parser never meets (one written inside
 * another stream's data, or a duplicate object number that replaced another) is still read by
 * the viewer, and must be judged here.
 */

/** The bytes as text, `#xx` name escapes decoded as a viewer decodes them. */
export function rawText(bytes: Uint8Array): string {
  return decodeNameEscapes(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'),
  );
}

/**
 * Active names written out. `/JS`, `/AA` and `/URI` are left to the object walk: a few bytes
 * match by chance in MBs of compressed data, and the walk sees every dictionary's keys.
 */
const ACTIVE_NAME = new RegExp(
  String.raw`/(?:JavaScript|EmbeddedFiles?|FileAttachment|Launch|RichMedia|XFA|SubmitForm|ImportData|OpenAction)${NAME_END}`,
);

export function hasActiveName(text: string): boolean {
  return ACTIVE_NAME.test(text);
}

/** A dictionary followed by the `stream` keyword: where a stream's data begins. */
const STREAM_START = />>\s*stream(?![A-Za-z0-9])/g;

/**
 * How many streams the file holds, counted in its bytes. If pdf-lib met fewer, one is hidden
 * where a front-to-back parse does not look (inside another stream's data, in skipped bytes),
 * and it may be an object stream whose compressed objects no search can see.
 */
export function streamCount(text: string): number {
  return [...text.matchAll(STREAM_START)].length;
}

/**
 * pdf-lib inflates object streams and cross-reference streams while it parses, with no output
 * limit: a few MB can inflate to GBs. Their type names are renamed (same length) before the
 * parse, so pdf-lib keeps them as plain streams; object streams are then inflated under a
 * limit (pdf-inspect.ts). Cross-reference streams hold only offsets and stay packed.
 */
const OBJECT_STREAM = namePattern('ObjStm');
const XREF_STREAM = namePattern('XRef');

export function packStreams(bytes: Buffer): Buffer {
  const text = bytes
    .toString('latin1')
    .replace(OBJECT_STREAM, (m) => `/ObjSt${'_'.repeat(m.length - 6)}`)
    .replace(XREF_STREAM, (m) => `/XRe${'_'.repeat(m.length - 4)}`);
  return Buffer.from(text, 'latin1');
}
