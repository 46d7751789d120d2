import { longText, text, yesNo } from '../builders';
import type { Condition, Section } from '../model';

const elsewhere: Condition = { q: 'treatment_at_home', eq: 'no' };

/** Where a mobile practitioner treats the client (mf_dripdash). */
export const TREATMENT_LOCATION: Section = {
  id: 'treatment_location',
  questions: [
    yesNo('treatment_at_home', { detail: false }),
    text('treatment_address_line_1', { when: elsewhere, required: true, input: 'address' }),
    text('treatment_city', { when: elsewhere, required: true }),
    text('treatment_postcode', {
      when: elsewhere,
      required: true,
      pattern: '^[A-Za-z0-9 \\-]{2,10}$',
      input: 'postal_code',
    }),
    longText('access_notes', { help: true }),
  ],
};
