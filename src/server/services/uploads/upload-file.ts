import { AppError } from '../../http/app-error';

export interface CleanFile {
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  bytes: Buffer;
  /** A JPEG preview, made from the decoded pixels when asked for (attachments). */
  thumbnail?: Buffer;
}

export function uploadTooLarge(): AppError {
  return new AppError('payloadTooLarge', undefined, 'forms.uploadTooLarge');
}

export function uploadInvalid(field: string, message: string): AppError {
  return new AppError('validation', [{ path: field, message }]);
}
