import { deflateSync } from 'node:zlib';
import { PDFRawStream, type PDFContext, type PDFObject, type PDFRef } from 'pdf-lib';

/** A stream dictionary's entries (names as strings, numbers, references). */
export type StreamDict = Record<string, string | number | PDFObject>;

/**
 * A Flate-compressed stream, compressed by Node's zlib: pdf-lib's own `flateStream` uses pako
 * in JavaScript, which took most of the time of a whole record.
 */
export function flateStream(
  context: PDFContext,
  data: string | Uint8Array,
  dict: StreamDict = {},
): PDFRef {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const stream = PDFRawStream.of(
    context.obj({ ...dict, Filter: 'FlateDecode' }),
    deflateSync(bytes),
  );
  return context.register(stream);
}
