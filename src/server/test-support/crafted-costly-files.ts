import { handWrittenPdf } from './crafted-files';

/** Files that are cheap to send and costly to check: what the check workers' limits are for. */

function segment(marker: number, body: number[]): Buffer {
  const length = body.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

/** Bits to bytes, padded with ones, each FF byte followed by a stuffed 00 as in scan data. */
function entropyCoded(bits: string): Buffer {
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const out: number[] = [];
  for (let i = 0; i < padded.length; i += 8) {
    const byte = Number.parseInt(padded.slice(i, i + 8), 2);
    out.push(byte);
    if (byte === 0xff) out.push(0);
  }
  return Buffer.from(out);
}

/**
 * A grey progressive JPEG of `width` × `height` with `scans` AC scans that change nothing: each
 * scan is a few end-of-band runs (32,767 blocks each), yet a decoder walks every 8 × 8 block of
 * the image for it. A few hundred KB cost seconds of CPU per thousand scans at 24 MP.
 */
export function emptyScansJpeg(width: number, height: number, scans: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  // AC table 0 holds one code, "0", for 0xE0: an end-of-band run whose size follows in 14 bits.
  const acTable = segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0xe0]);
  const run = '0' + '1'.repeat(14); // 16,384 + 16,383 − 1 more blocks after this one
  const scanData = entropyCoded(run.repeat(Math.ceil(blocks / 32_767)));
  const scan = Buffer.concat([segment(0xda, [1, 1, 0x00, 1, 63, 0x00]), scanData]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc2, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]),
    acTable,
    ...Array.from({ length: scans }, () => scan),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A PDF whose page-less catalog opens a link by itself: `/AA` with a `/URI` action. */
export function automaticLinkPdf(): Buffer {
  return handWrittenPdf(
    '/AA << /O 3 0 R >>',
    '<< /Type /Action /S /URI /URI (https://example.invalid/) >>',
  );
}

/**
 * A valid PDF of `count` small objects: each costs the parser a few hundred bytes of heap,
 * so enough of them outgrow a worker's heap cap.
 */
export function manyObjectsPdf(count: number): Buffer {
  const parts = ['%PDF-1.7\n', '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n'];
  parts.push('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n');
  for (let n = 3; n < count + 3; n += 1) {
    parts.push(`${n} 0 obj\n<< /A [${n} 1 2 3 4 5 6 7] /B (abcdefgh) /C << /D 1 >> >>\nendobj\n`);
  }
  parts.push('trailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n');
  return Buffer.from(parts.join(''), 'latin1');
}
