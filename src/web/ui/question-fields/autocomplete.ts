import type { TextQuestion } from '../../../shared/forms/model';

/** The browser's autofill names for the personal fields we know (WCAG 1.3.5). */
export const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  date_of_birth: 'bday',
  occupation: 'organization-title',
  address_line_1: 'address-line1',
  address_line_2: 'address-line2',
  street_address: 'address-line1',
  apartment: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  zip_code: 'postal-code',
  // Someone else's details: the browser must not offer the client's own.
  emergency_contact_name: 'off',
  emergency_contact_phone: 'off',
  gp_name: 'off',
  gp_practice: 'off',
};

/**
 * The input type, keyboard, autofill name and direction of a one-line text question: a phone
 * number or an email address is typed left to right on every page; other text takes the
 * direction of what is typed (Arabic right to left in an English form, and the reverse).
 */
export function textInputProps(q: TextQuestion) {
  const autoComplete = AUTOCOMPLETE[q.id];
  switch (q.input) {
    case 'tel':
      return {
        type: 'tel',
        inputMode: 'tel' as const,
        autoComplete: autoComplete ?? 'tel',
        dir: 'ltr',
      };
    case 'email':
      return {
        type: 'email',
        inputMode: 'email' as const,
        autoComplete: autoComplete ?? 'email',
        dir: 'ltr',
      };
    case 'postal_code':
      return { type: 'text', autoComplete: autoComplete ?? 'postal-code', dir: 'auto' };
    default:
      return { type: 'text', autoComplete, dir: 'auto' };
  }
}
