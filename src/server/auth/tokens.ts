import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque random token (256 bits, base64url) for cookies, CSRF and setup links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits from the CSPRNG (crypto.randomInt is uniform, no modulo bias). */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += String(randomInt(10));
  return digits;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time comparison of two strings (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
