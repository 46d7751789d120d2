/**
 * What an unauthenticated link holder sees before confirming a code: enough for the owner to
 * recognise their own details and pick where the code goes, too little to learn someone's.
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local[0]}***@${host[0] ?? ''}***${tld}`;
}

/** `+447400123456` → `+44*******456`: country prefix and last three digits. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  if (mobile.length <= 6) return '***';
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}

/** `Smith` → `S.` */
export function maskName(name: string): string {
  return name ? `${[...name][0]}.` : '';
}
