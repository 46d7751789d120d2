import { describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { takeSignatureAllowance } from './signature-allowance';

const configWith = (limit: number) => ({ signaturesPerIpPerMinute: limit }) as Config;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, 0) + seconds * 1000);

function refusal(run: () => void): AppError | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('the signature allowance per address and minute', () => {
  it('refuses past the allowance until the oldest decodes leave the minute', () => {
    const config = configWith(6);
    takeSignatureAllowance(config, '10.0.0.1', 3, at(0));
    takeSignatureAllowance(config, '10.0.0.1', 3, at(20));
    const refused = refusal(() => takeSignatureAllowance(config, '10.0.0.1', 3, at(30)));
    expect(refused?.messageKey).toBe('forms.tooManySignatures');
    // The three taken at 0 s leave at 60 s: 30 s from now.
    expect(refused?.retryAfterSeconds).toBe(30);
    // Another address has its own minute.
    expect(refusal(() => takeSignatureAllowance(config, '10.0.0.2', 3, at(30)))).toBeUndefined();
    expect(
      refusal(() => takeSignatureAllowance(config, '10.0.0.1', 3, at(60.001))),
    ).toBeUndefined();
    expect(refusal(() => takeSignatureAllowance(config, '10.0.0.1', 1, at(61)))).toBeDefined();
  });

  it('counts only the last minute when the allowance is large and the address busy', () => {
    const config = configWith(3000);
    // 1,000 submits a second of three images for two minutes: never more than 3,000 a minute.
    let refused = 0;
    for (let ms = 0; ms < 120_000; ms += 60) {
      if (refusal(() => takeSignatureAllowance(config, '10.0.0.3', 3, at(ms / 1000)))) refused++;
    }
    expect(refused).toBe(0);
    // The last minute holds 1,000 submits, 3,000 images: one more image is refused, and allowed
    // once a minute has passed.
    expect(refusal(() => takeSignatureAllowance(config, '10.0.0.3', 1, at(119.99)))).toBeDefined();
    expect(refusal(() => takeSignatureAllowance(config, '10.0.0.3', 3, at(200)))).toBeUndefined();
  });
});
