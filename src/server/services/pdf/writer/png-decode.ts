import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

/** A PNG's pixels as separate colour (RGB) and alpha planes, what a PDF image and mask take. */
export interface Planes {
  width: number;
  height: number;
  rgb: Uint8Array;
  alpha: Uint8Array | undefined;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

/**
 * Decodes 8-bit grey, grey+alpha, RGB and RGBA PNGs without interlacing (what a canvas
 * exports: every signature) with Node's zlib and one pass over the rows; anything else goes
 * through pngjs, which is general but several times slower.
 */
export function decodePng(png: Uint8Array): Planes {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const [depth, colour, , , interlace] = png.subarray(24, 29);
  const channels = CHANNELS[colour!];
  if (depth !== 8 || !channels || interlace !== 0) return viaPngjs(png);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    if (type === 0x49444154) chunks.push(png.subarray(at + 8, at + 8 + length));
    if (type === 0x49454e44) break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const pixels = unfilter(raw, height, stride, channels);
  return split(pixels, width * height, channels, width, height);
}

/**
 * Undoes PNG row filters (None, Sub, Up, Average, Paeth) into one pixel buffer, row by row; the
 * first pixel of a row (no left neighbour) is handled apart so the inner loops have no branches.
 */
function unfilter(raw: Uint8Array, height: number, stride: number, bpp: number): Uint8Array {
  const out = new Uint8Array(height * stride);
  const zero = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = out.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? out.subarray((y - 1) * stride, y * stride) : zero;
    switch (filter) {
      case 0:
        row.set(line);
        break;
      case 1:
        for (let x = 0; x < bpp; x++) row[x] = line[x]!;
        for (let x = bpp; x < stride; x++) row[x] = line[x]! + row[x - bpp]!;
        break;
      case 2:
        for (let x = 0; x < stride; x++) row[x] = line[x]! + up[x]!;
        break;
      case 3:
        for (let x = 0; x < bpp; x++) row[x] = line[x]! + (up[x]! >> 1);
        for (let x = bpp; x < stride; x++) row[x] = line[x]! + ((row[x - bpp]! + up[x]!) >> 1);
        break;
      default:
        for (let x = 0; x < bpp; x++) row[x] = line[x]! + up[x]!;
        for (let x = bpp; x < stride; x++) {
          const a = row[x - bpp]!;
          const b = up[x]!;
          const c = up[x - bpp]!;
          const pa = b > c ? b - c : c - b;
          const pb = a > c ? a - c : c - a;
          const pc = a + b - 2 * c < 0 ? 2 * c - a - b : a + b - 2 * c;
          row[x] = line[x]! + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
        }
    }
  }
  return out;
}

function split(
  pixels: Uint8Array,
  count: number,
  channels: number,
  width: number,
  height: number,
): Planes {
  const rgb = new Uint8Array(count * 3);
  const hasAlpha = channels === 2 || channels === 4;
  const alpha = hasAlpha ? new Uint8Array(count) : undefined;
  let opaque = true;
  for (let i = 0; i < count; i++) {
    const at = i * channels;
    if (channels < 3) rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = pixels[at]!;
    else {
      rgb[i * 3] = pixels[at]!;
      rgb[i * 3 + 1] = pixels[at + 1]!;
      rgb[i * 3 + 2] = pixels[at + 2]!;
    }
    if (alpha) {
      const a = pixels[at + channels - 1]!;
      alpha[i] = a;
      if (a !== 255) opaque = false;
    }
  }
  return { width, height, rgb, alpha: opaque ? undefined : alpha };
}

function viaPngjs(png: Uint8Array): Planes {
  const { width, height, data } = PNG.sync.read(
    Buffer.from(png.buffer, png.byteOffset, png.byteLength),
  );
  return split(
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width * height,
    4,
    width,
    height,
  );
}
