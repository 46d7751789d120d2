import { contactSearchBody, type ContactSearchBody } from '../../shared/api/clients';
import type { ContactValue } from './contact-fields';
import { defaultCountry } from './use-countries';

/**
 * What /search hands /book-online ("register this client") and what the booking hands back
 * ("open the client record"): the contact, in the history entry's state. A client's contact
 * never goes into a URL, where logs, history sync and screenshots would keep it.
 */
export interface DeskHandoff {
  contact: ContactSearchBody;
}

/** The contact in a location's state, if it is a well-formed handoff. */
export function readHandoff(state: unknown): ContactSearchBody | null {
  const contact = (state as Partial<DeskHandoff> | null)?.contact;
  const parsed = contactSearchBody.safeParse(contact);
  return parsed.success ? parsed.data : null;
}

export function contactValueOf(body: ContactSearchBody): ContactValue {
  return body.type === 'email'
    ? { kind: 'email', email: body.email, country: defaultCountry(), mobile: '' }
    : { kind: 'mobile', email: '', country: body.country, mobile: body.mobile };
}

export function searchBodyOf(contact: ContactValue): ContactSearchBody {
  return contact.kind === 'email'
    ? { type: 'email', email: contact.email }
    : { type: 'mobile', country: contact.country, mobile: contact.mobile };
}
