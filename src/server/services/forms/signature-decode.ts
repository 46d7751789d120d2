import type { FieldError } from '../../../shared/api/envelope';
import type { SignatureInput } from '../../../shared/api/forms';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { decodeSignatureOffThread } from '../uploads/checks';
import { takeSignatureAllowance } from './signature-allowance';
import type { CheckedSignature } from './signature-png';

/**
 * The full decode of the signatures a submission keeps (their headers already judged), in the
 * check workers. On a route anyone may call, the caller's IP address first spends its
 * allowance (a flood answers 429 before any image is decoded).
 */
export async function decodeSignatures(
  input: readonly SignatureInput[],
  checked: readonly CheckedSignature[],
  limit?: { config: Config; ip: string; now: Date },
): Promise<void> {
  if (checked.length === 0) return;
  if (limit) takeSignatureAllowance(limit.config, limit.ip, checked.length, limit.now);
  const verdicts = await Promise.all(checked.map((s) => decodeSignatureOffThread(s.png)));
  const errors: FieldError[] = [];
  verdicts.forEach((verdict, i) => {
    if (verdict.ok) return;
    const index = input.findIndex((s) => s.slot === checked[i]!.slot);
    errors.push({
      path: `signatures.${index}.png_base64`,
      message: verdict.reason === 'tooLarge' ? 'forms.signatureTooLarge' : 'forms.signatureInvalid',
    });
  });
  if (errors.length > 0) throw new AppError('validation', errors);
}
