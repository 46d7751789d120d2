import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFObjectStreamParser,
  PDFParser,
  PDFRawStream,
  PDFStream,
  type PDFObject,
} from 'pdf-lib';
import { ACTIVE_NAMES, decodeNameEscapes } from './pdf-names';
import { hasActiveName, packStreams, rawText, streamCount } from './pdf-raw';

export type PdfVerdict = 'clean' | 'active' | 'encrypted' | 'unreadable';

/**
 * Inflated object streams allowed per document. pdf-lib builds some 60 bytes of objects per
 * number it parses, so this keeps a crafted document to a few hundred MB; the object streams
 * of real documents hold dictionaries, a small part of a file whose bulk is images and fonts.
 */
const OBJECT_STREAMS_MAX_BYTES = 8 * 1024 * 1024;
/** pdf-lib yields to the event loop after this many objects. */
const OBJECTS_PER_TICK = 100;

/**
 * Every object assigned to a context, kept: a later object with the same number replaces an
 * earlier one in pdf-lib's context, yet a viewer following the cross-reference table may read
 * the earlier one.
 */
function recordAssignments(context: PDFContext): PDFObject[] {
  const met: PDFObject[] = [];
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    met.push(object);
    assign(ref, object);
  };
  return met;
}

/** pdf-lib's parser (an invalid object fails the parse), recording every object it meets. */
class RecordingParser extends PDFParser {
  readonly met: PDFObject[];

  constructor(bytes: Uint8Array) {
    super(bytes, OBJECTS_PER_TICK, true);
    this.met = recordAssignments(this.context);
  }
}

/** pdf-lib decodes the `#xx` escapes it recognises (upper case); a viewer decodes all. */
function nameText(name: PDFName): string {
  return decodeNameEscapes(name.decodeText());
}

/**
 * An object stream is any stream with numbers `/N` and `/First`: viewers read compressed
 * objects from it through the cross-reference stream without checking its `/Type`.
 */
function isObjectStream(stream: PDFStream): stream is PDFRawStream {
  return (
    stream instanceof PDFRawStream &&
    stream.dict.lookup(PDFName.of('N')) instanceof PDFNumber &&
    stream.dict.lookup(PDFName.of('First')) instanceof PDFNumber
  );
}

interface Findings {
  active: boolean;
  encrypted: boolean;
  catalog: boolean;
  streams: number;
  objectStreams: PDFRawStream[];
}

/** Every name, key and value under the given objects (iteratively: nesting can be deep). */
function walk(roots: readonly PDFObject[], found: Findings): void {
  const stack = [...roots];
  while (stack.length > 0 && !found.active) {
    const object = stack.pop();
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(nameText(object))) found.active = true;
    } else if (object instanceof PDFArray) {
      for (const item of object.asArray()) stack.push(item);
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        const name = nameText(key);
        if (ACTIVE_NAMES.has(name)) found.active = true;
        if (name === 'Encrypt') found.encrypted = true;
        if (name === 'Type' && value instanceof PDFName && nameText(value) === 'Catalog') {
          found.catalog = true;
        }
        stack.push(value);
      }
    } else if (object instanceof PDFStream) {
      found.streams += 1;
      if (isObjectStream(object)) found.objectStreams.push(object);
      stack.push(object.dict);
    }
  }
}

/** An object stream's bytes inflated within the budget, or undefined. */
function inflateObjectStream(stream: PDFRawStream, budget: number): Uint8Array | undefined {
  const { dict, contents } = stream;
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  if (parms !== undefined && parms !== PDFNull) return undefined;
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter === undefined || filter === PDFNull) {
    return contents.length <= budget ? contents : undefined;
  }
  const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
  if (only !== PDFName.of('FlateDecode') || budget < 1) return undefined;
  try {
    // Z_SYNC_FLUSH: a stream cut short yields what it holds, as in viewers.
    return inflateSync(contents, {
      maxOutputLength: budget,
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch {
    return undefined;
  }
}

/** Every object of an inflated object stream, parsed by pdf-lib into a context of its own. */
async function parseObjectStream(stream: PDFRawStream, bytes: Uint8Array): Promise<PDFObject[]> {
  const count = stream.dict.lookup(PDFName.of('N'), PDFNumber).asNumber();
  const first = stream.dict.lookup(PDFName.of('First'), PDFNumber).asNumber();
  const context = PDFContext.create();
  const met = recordAssignments(context);
  const dict = context.obj({ N: count, First: first });
  await PDFObjectStreamParser.forStream(PDFRawStream.of(dict, bytes)).parseIntoContext();
  return met;
}

/**
 * Whether a PDF is safe to store. Active names are searched in the raw bytes, then pdf-lib
 * parses the file and every object it meets is walked, object streams inflated (within a
 * budget) and walked too. pdf-lib reads the file front to back where a viewer follows the
 * cross-reference table, so a stream pdf-lib did not meet (hidden inside another stream's
 * data, say) makes the file unreadable. An encrypted PDF is refused: its object streams
 * cannot be read without the key.
 */
export async function inspectPdf(bytes: Buffer): Promise<PdfVerdict> {
  const text = rawText(bytes);
  if (hasActiveName(text)) return 'active';
  const found: Findings = {
    active: false,
    encrypted: false,
    catalog: false,
    streams: 0,
    objectStreams: [],
  };
  try {
    const parser = new RecordingParser(packStreams(bytes));
    const context = await parser.parseDocument();
    if (context.trailerInfo.Encrypt) found.encrypted = true;
    walk(parser.met, found);
  } catch {
    return 'unreadable';
  }
  if (found.active) return 'active';
  if (found.encrypted) return 'encrypted';
  if (streamCount(text) > found.streams) return 'unreadable';
  let budget = OBJECT_STREAMS_MAX_BYTES;
  // A copy: streams inside object streams are not unpacked (viewers do not either).
  for (const stream of [...found.objectStreams]) {
    const inflated = inflateObjectStream(stream, budget);
    if (!inflated) return 'unreadable';
    budget -= inflated.length;
    if (hasActiveName(rawText(inflated))) return 'active';
    try {
      walk(await parseObjectStream(stream, inflated), found);
    } catch {
      return 'unreadable';
    }
    if (found.active) return 'active';
  }
  return found.catalog ? 'clean' : 'unreadable';
}
