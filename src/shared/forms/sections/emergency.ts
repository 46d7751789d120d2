import { text, yesNo, PHONE_PATTERN } from '../builders';
import type { Section } from '../model';
import { EMERGENCY_CONTACT } from './personal';

/** The emergency variant's contact section: a second number and any medical alert (mfEm). */
export const EMERGENCY_PLUS: Section = {
  id: 'emergency_contact',
  questions: [
    ...EMERGENCY_CONTACT.questions,
    text('emergency_contact_alt_phone', { pattern: PHONE_PATTERN, input: 'tel' }),
    yesNo('medical_alert'),
  ],
};
