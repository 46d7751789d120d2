import { UPLOAD_MAX_BYTES } from '../../../shared/api/forms';
import { inspectPdfOffThread } from './checks';
import { uploadInvalid, uploadTooLarge, type CleanFile } from './upload-file';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * A PDF cannot be re-encoded without rendering it, so it is stored as received once it is
 * known to be a whole PDF (magic bytes, an end-of-file marker) that pdf-lib can parse and that
 * holds no active content: scripts, embedded files, automatic or link actions, launch or submit
 * actions, XFA forms. The parse runs in a check worker (checks.ts), never on the server's thread.
 */
export async function checkPdf(bytes: Buffer, field: string): Promise<CleanFile> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadTooLarge();
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, 5).equals(PDF_MAGIC) || !tail.includes('%%EOF')) {
    throw uploadInvalid(field, 'forms.uploadTypeInvalid');
  }
  const verdict = await inspectPdfOffThread(bytes, field);
  if (verdict === 'active') throw uploadInvalid(field, 'forms.uploadPdfActiveContent');
  if (verdict === 'encrypted') throw uploadInvalid(field, 'forms.uploadPdfEncrypted');
  if (verdict === 'unreadable') throw uploadInvalid(field, 'forms.uploadUnreadable');
  return { contentType: 'application/pdf', bytes };
}
