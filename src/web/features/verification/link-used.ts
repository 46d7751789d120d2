import type { Envelope } from '../../../shared/api/envelope';

/** The server's way of saying a genuine link has already done its job (not a forged one). */
export function isLinkUsed(envelope: Envelope<unknown>): boolean {
  const fields = (envelope.data as { fields?: { message: string }[] } | null)?.fields ?? [];
  return fields.some((f) => f.message === 'verification.linkUsed');
}
