import { createHash } from 'node:crypto';
import type { FieldError } from '../../../shared/api/envelope';
import { SIGNATURE_PNG_MAX_BYTES, type SignatureInput } from '../../../shared/api/forms';
import { SIGNATURE_IMAGE_CAP } from '../uploads/image-cap';
import { judgePngHeader } from '../uploads/image-decode';
import { decodeBase64Payload } from '../uploads/base64-payload';
import { isPng, readPngHeader } from '../uploads/image-header';

export interface CheckedSignature extends SignatureInput {
  png: Buffer;
  sha256: string;
  /** Canonical base64 (no data-URL prefix, no whitespace). */
  base64: string;
}

/**
 * A signature image is checked for what it is, not what it claims: PNG magic bytes, a size
 * limit, and a pixel cap read from the header (anyone may submit a public form, so a small file
 * declaring a huge image must be refused before it is decoded). All of it costs microseconds on
 * the server's thread; the full decode that refuses a truncated or crafted file runs in a check
 * worker afterwards (signature-decode.ts).
 */
export function checkSignatures(
  input: readonly SignatureInput[],
): { ok: true; signatures: CheckedSignature[] } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const signatures: CheckedSignature[] = [];
  const seen = new Set<number>();
  input.forEach((signature, index) => {
    const path = `signatures.${index}.png_base64`;
    if (seen.has(signature.slot)) {
      errors.push({ path: `signatures.${index}.slot`, message: 'forms.signatureSlotDuplicate' });
      return;
    }
    seen.add(signature.slot);
    const png = decodeBase64Payload(signature.png_base64);
    if (!png || !isPng(png)) {
      errors.push({ path, message: 'forms.signatureInvalid' });
      return;
    }
    if (png.length > SIGNATURE_PNG_MAX_BYTES) {
      errors.push({ path, message: 'forms.signatureTooLarge' });
      return;
    }
    const judged = judgePngHeader(readPngHeader(png), SIGNATURE_IMAGE_CAP);
    if (judged !== 'ok') {
      const message = judged === 'tooLarge' ? 'forms.signatureTooLarge' : 'forms.signatureInvalid';
      errors.push({ path, message });
      return;
    }
    const sha256 = createHash('sha256').update(png).digest('hex');
    signatures.push({ ...signature, png, sha256, base64: png.toString('base64') });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, signatures };
}
