import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** Files built byte by byte for the upload and signature checks: what a probe would send. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngSpec {
  width: number;
  height: number;
  bitDepth?: number;
  /** 6 = RGBA. */
  colourType?: number;
  interlaced?: boolean;
  /** The compressed image data; by default a tiny zlib stream that fills no image. */
  idat?: Buffer;
  /** Chunks inserted after IHDR (e.g. a second IHDR). */
  extra?: Buffer[];
}

/**
 * A PNG with valid CRCs whose IHDR declares any size: the probe's 12000 × 12000 "bomb" is a
 * few hundred bytes, and only a decoder that trusts the header would allocate for it.
 */
export function craftPng(spec: PngSpec): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(spec.width, 0);
  ihdr.writeUInt32BE(spec.height, 4);
  ihdr[8] = spec.bitDepth ?? 8;
  ihdr[9] = spec.colourType ?? 6;
  ihdr[12] = spec.interlaced ? 1 : 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...(spec.extra ?? []),
    pngChunk('IDAT', spec.idat ?? deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function segment(marker: number, body: number[]): Buffer {
  const length = body.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

/** SOF0 for an 8-bit, three-component frame of the given size. */
export function jpegFrame(width: number, height: number): Buffer {
  return segment(0xc0, [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    ...[1, 2, 3].flatMap((id) => [id, 0x11, 0]),
  ]);
}

/**
 * A JPEG skeleton: SOI, the given frame headers, a scan with a few bytes of entropy-coded data
 * (an escaped FF among them), then whatever follows the scan, and EOI.
 */
export function craftJpeg(frames: Buffer[], afterScan: Buffer[] = []): Buffer {
  const scan = segment(0xda, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...frames,
    scan,
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56]),
    ...afterScan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF made by pdf-lib; `extra` may add objects to its catalog before saving. */
export async function craftPdf(
  options: {
    useObjectStreams?: boolean;
    extra?: (doc: PDFDocument) => void;
  } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Lab result', { x: 20, y: 100, size: 12 });
  options.extra?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: options.useObjectStreams ?? true }));
}

/** A JavaScript open action, written with pdf-lib's low-level objects. */
export function addOpenActionScript(doc: PDFDocument): void {
  const action = doc.context.obj({
    Type: 'Action',
    S: 'JavaScript',
    JS: PDFString.of('app.alert("hello")'),
  });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
}

/**
 * A classic PDF written by hand around one catalog entry (e.g. `/OpenAction 3 0 R`) and one
 * more object, so names can be spelled exactly as a probe would spell them.
 */
export function handWrittenPdf(catalogEntry: string, object3: string, trailerEntry = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${catalogEntry} >>`,
    '<< /Type /Pages /Kids [] /Count 0 >>',
    object3,
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerEntry} >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A PDF whose object stream inflates to `inflatedBytes` of zeros (a decompression bomb in the
 * one place pdf-lib would inflate while parsing).
 */
export function objectStreamBombPdf(inflatedBytes: number, filter = '/FlateDecode'): Buffer {
  let data = deflateSync(Buffer.alloc(inflatedBytes), { level: 9 });
  if (filter.includes('[/FlateDecode /FlateDecode]')) data = deflateSync(data);
  const head = Buffer.from(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n` +
      `2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n` +
      `3 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
    'latin1',
  );
  const tail = Buffer.from(
    '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n',
    'latin1',
  );
  return Buffer.concat([head, data, tail]);
}

/** A classic PDF body from objects written by hand, in order (no cross-reference table). */
export function pdfFromObjects(objects: (string | Buffer)[]): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...objects.map((object) => (Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'))),
    Buffer.from('trailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n'),
  ]);
}

/** `n 0 obj` holding a Flate object stream with the given objects (numbered from 10). */
export function objectStream(n: number, objects: string[], type = '/ObjStm'): Buffer {
  let header = '';
  let body = '';
  objects.forEach((object, i) => {
    header += `${10 + i} ${body.length} `;
    body += `${object}\n`;
  });
  return objectStreamOf(n, header, body, type);
}

/** An object stream with its header written out (object numbers and offsets). */
export function objectStreamOf(n: number, header: string, body: string, type = '/ObjStm') {
  const data = deflateSync(Buffer.from(header + body, 'latin1'));
  const count = header.trim().split(/\s+/).length / 2;
  return Buffer.concat([
    Buffer.from(
      `${n} 0 obj\n<< /Type ${type} /N ${count} /First ${header.length} /Filter /FlateDecode ` +
        `/Length ${data.length} >>\nstream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

export const CATALOG = '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
export const PAGES = '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';

/** Wraps bytes as the data of an uncompressed stream object `n`. */
export function streamObject(n: number, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`${n} 0 obj\n<< /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}
