import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/forms';
import { AppError } from '../../http/app-error';
import { UPLOAD_IMAGE_CAP } from './image-cap';
import { decodeJpeg, decodePng, type Decoded, type RgbaImage } from './image-decode';
import { isJpeg, isPng } from './image-header';
import { inspectPdf } from './pdf-inspect';
import { makeThumbnail } from './thumbnail';

const PDF_MAGIC = Buffer.from('%PDF-');

export interface CleanFile {
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  /** A JPEG preview, made from the decoded pixels when asked for (attachments). */
  thumbnail?: Buffer;
}

function tooLarge(): AppError {
  return new AppError('payloadTooLarge', undefined, 'forms.uploadTooLarge');
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation', [{ path: field, message }]);
}

function decoded<T>(result: Decoded<T>, field: string): T {
  if (result.ok) return result.value;
  throw invalid(
    field,
    result.reason === 'tooLarge' ? 'forms.uploadTooManyPixels' : 'forms.uploadUnreadable',
  );
}

/**
 * An uploaded image is judged by its bytes, never its name or declared type: PNG or JPEG magic,
 * a size limit, a pixel cap read from the header, a full decode, then a re-encode (pngjs /
 * jpeg-js, pure JS) so only pixels are stored: metadata, trailing data and crafted chunks do
 * not survive.
 */
export function cleanImage(
  bytes: Buffer,
  field: string,
  options: { thumbnail?: boolean } = {},
): CleanFile {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  // The preview is made while the pixels are decoded anyway: decoding a 24 MP photo twice
  // would double the cost of the upload.
  const preview = (image: RgbaImage) => (options.thumbnail ? makeThumbnail(image) : undefined);
  if (isPng(bytes)) {
    const png = decoded(decodePng(bytes, UPLOAD_IMAGE_CAP), field);
    return { contentType: 'image/png', bytes: PNG.sync.write(png), thumbnail: preview(png) };
  }
  if (isJpeg(bytes)) {
    const image = decoded(decodeJpeg(bytes, UPLOAD_IMAGE_CAP), field);
    const encoded = jpeg.encode({ data: image.data, width: image.width, height: image.height }, 85);
    return {
      contentType: 'image/jpeg',
      bytes: Buffer.from(encoded.data),
      thumbnail: preview(image),
    };
  }
  throw invalid(field, 'forms.uploadTypeInvalid');
}

/**
 * A PDF cannot be re-encoded without rendering it, so it is stored as received once it is
 * known to be a whole PDF (magic bytes, an end-of-file marker) that pdf-lib can parse and that
 * holds no active content: scripts, embedded files, launch or submit actions, XFA forms.
 */
export async function checkPdf(bytes: Buffer, field: string): Promise<CleanFile> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw tooLarge();
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, 5).equals(PDF_MAGIC) || !tail.includes('%%EOF')) {
    throw invalid(field, 'forms.uploadTypeInvalid');
  }
  const verdict = await inspectPdf(bytes);
  if (verdict === 'active') throw invalid(field, 'forms.uploadPdfActiveContent');
  if (verdict === 'encrypted') throw invalid(field, 'forms.uploadPdfEncrypted');
  if (verdict === 'unreadable') throw invalid(field, 'forms.uploadUnreadable');
  return { contentType: 'application/pdf', bytes };
}
