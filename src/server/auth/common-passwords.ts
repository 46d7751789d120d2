import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/**
 * The most common passwords: zxcvbn-ts's `passwords-common` list (about 49,000 entries, ranked
 * from real breaches), installed with the project. Loaded on first use; compared lower-cased.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export function commonPasswordCount(): number {
  isCommonPassword('');
  return common!.size;
}
