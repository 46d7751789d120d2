import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/forms';
import { AppError } from '../../http/app-error';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_MAGIC = Buffer.from('%PDF-');

export interface CleanFile {
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
}

function tooLarge(): AppError {
  return new AppError('payloadTooLarge', undefined, 'forms.uploadTooLarge');
}

/**
 * An uploaded image is judged by its bytes, never its name or declared type: PNG or JPEG magic,
 * a size limit, a full decode, then a re-encode (pngjs / jpeg-js, pure JS) so only pixels are
 * stored: metadata, trailing data and crafted chunks do not survive.
 */
export function cleanImage(bytes: Buffer, field: string): CleanFile {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const invalid = (message: string) => new AppError('validation', [{ path: field, message }]);
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    let png: PNG;
    try {
      png = PNG.sync.read(bytes);
    } catch {
      throw invalid('forms.uploadUnreadable');
    }
    return { contentType: 'image/png', bytes: PNG.sync.write(png) };
  }
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) {
    try {
      const image = jpeg.decode(bytes, {
        maxResolutionInMP: 40,
        maxMemoryUsageInMB: 256,
        useTArray: true,
      });
      const encoded = jpeg.encode(
        { data: image.data, width: image.width, height: image.height },
        85,
      );
      return { contentType: 'image/jpeg', bytes: Buffer.from(encoded.data) };
    } catch {
      throw invalid('forms.uploadUnreadable');
    }
  }
  throw invalid('forms.uploadTypeInvalid');
}

/**
 * A PDF cannot be re-encoded without a PDF library; it is checked for its magic bytes and an
 * end-of-file marker (a truncated or disguised file is refused) and stored as received.
 */
export function checkPdf(bytes: Buffer, field: string): CleanFile {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, 5).equals(PDF_MAGIC) || !tail.includes('%%EOF')) {
    throw new AppError('validation', [{ path: field, message: 'forms.uploadTypeInvalid' }]);
  }
  return { contentType: 'application/pdf', bytes };
}
