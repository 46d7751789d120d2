import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';

/**
 * A Y4M video of a QR code for Chromium's fake camera (--use-file-for-fake-video-capture), so
 * the /verify scanner reads a real camera stream in the test.
 */
export function qrCameraFile(qrPngDataUrl: string, name: string): string {
  const png = PNG.sync.read(Buffer.from(qrPngDataUrl.split(',')[1]!, 'base64'));
  const even = (n: number) => n + (n % 2);
  const width = even(Math.max(640, png.width + 80));
  const height = even(Math.max(480, png.height + 80));
  const left = Math.floor((width - png.width) / 2);
  const top = Math.floor((height - png.height) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const i = (y * png.width + x) * 4;
      const grey = 0.299 * png.data[i]! + 0.587 * png.data[i + 1]! + 0.114 * png.data[i + 2]!;
      luma[(top + y) * width + left + x] = Math.round(grey);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(tmpdir(), `${name}.y4m`);
  writeFileSync(file, Buffer.concat([header, frame, frame, frame]));
  return file;
}
