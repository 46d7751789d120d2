import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/forms';
import { UPLOAD_IMAGE_CAP } from './image-cap';
import { decodeJpeg, decodePng, type Decoded, type RgbaImage } from './image-decode';
import { isJpeg, isPng } from './image-header';
import { makeThumbnail } from './thumbnail';
import { uploadInvalid, uploadTooLarge, type CleanFile } from './upload-file';

function decoded<T>(result: Decoded<T>, field: string): T {
  if (result.ok) return result.value;
  throw uploadInvalid(
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
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
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
  throw uploadInvalid(field, 'forms.uploadTypeInvalid');
}
