/**
 * Image dimensions read from the file's own header, before any pixel is decoded: a small file
 * can declare a huge image (a decompression bomb), so the size is judged from these numbers.
 * Only the structure is walked here (chunk and segment lengths); nothing is inflated.
 */

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per PNG colour type (grey, RGB, palette, grey+alpha, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export interface PngHeader {
  format: 'png';
  width: number;
  height: number;
  /** Bits per sample (1–16); with the channels it sizes the inflated image data. */
  bitDepth: number;
  channels: number;
  interlaced: boolean;
  /** The IDAT payloads in file order: the compressed image data a decoder inflates. */
  idat: Buffer[];
}

export interface JpegHeader {
  format: 'jpeg';
  width: number;
  height: number;
}

export type ImageHeader = PngHeader | JpegHeader;

export function isPng(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC);
}

export function isJpeg(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * The PNG's IHDR and IDAT chunks, or undefined when the chunk structure is not a PNG's: IHDR
 * first and only once (pngjs would let a later IHDR replace the size checked here), every
 * chunk within the file, an IEND at the end.
 */
export function readPngHeader(bytes: Buffer): PngHeader | undefined {
  if (!isPng(bytes)) return undefined;
  let header: PngHeader | undefined;
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = offset + 8;
    if (length > bytes.length - data - 4) return undefined;
    if (type === 'IHDR') {
      if (header || offset !== 8 || length !== 13) return undefined;
      const channels = PNG_CHANNELS[bytes[data + 9]!];
      const bitDepth = bytes[data + 8]!;
      if (channels === undefined || ![1, 2, 4, 8, 16].includes(bitDepth)) return undefined;
      header = {
        format: 'png',
        width: bytes.readUInt32BE(data),
        height: bytes.readUInt32BE(data + 4),
        bitDepth,
        channels,
        interlaced: bytes[data + 12] === 1,
        idat: [],
      };
    } else if (!header) {
      return undefined;
    } else if (type === 'IDAT') {
      header.idat.push(bytes.subarray(data, data + length));
    } else if (type === 'IEND') {
      return header;
    }
    offset = data + length + 4;
  }
  return undefined;
}

/** SOFn markers (frame headers); C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * The JPEG's frame size from its one SOFn segment, or undefined when the marker structure is
 * not a JPEG's. Markers are walked segment by segment up to EOI, through the entropy-coded
 * data of every scan, so a second frame header later in the file is found and refused rather
 * than left for the decoder to obey.
 */
export function readJpegHeader(bytes: Buffer): JpegHeader | undefined {
  if (!isJpeg(bytes)) return undefined;
  let frame: JpegHeader | undefined;
  let inScan = false;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) {
      if (!inScan) return undefined;
      offset = bytes.indexOf(0xff, offset);
      if (offset === -1) return undefined;
      continue;
    }
    let at = offset + 1;
    while (at < bytes.length && bytes[at] === 0xff) at += 1; // fill bytes
    if (at >= bytes.length) return undefined;
    const marker = bytes[at]!;
    offset = at + 1;
    // Inside scan data FF00 is an escaped FF byte and FFD0–FFD7 are restart markers.
    if (inScan && (marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7))) continue;
    if (marker === 0xd9) return frame;
    if (marker === 0x00 || marker === 0xd8) return undefined;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    if (offset + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (frame || length < 8) return undefined;
      frame = {
        format: 'jpeg',
        height: bytes.readUInt16BE(offset + 3),
        width: bytes.readUInt16BE(offset + 5),
      };
    }
    inScan = marker === 0xda;
    if (inScan && !frame) return undefined;
    offset += length;
  }
  return undefined;
}
