import type { ContactInfoDto } from '../../../shared/api/clients';

/** Contact info kept in session storage by booking (spec §3), with its contact code. */
export type StoredContact = ContactInfoDto & { code?: string };

export function readContact(): StoredContact | null {
  try {
    const raw = sessionStorage.getItem('contactInfo');
    return raw ? (JSON.parse(raw) as StoredContact) : null;
  } catch {
    return null;
  }
}

export function writeContact(contact: StoredContact): void {
  sessionStorage.setItem('contactInfo', JSON.stringify(contact));
}
