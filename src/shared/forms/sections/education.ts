import { agreement, display } from '../builders';
import type { Section } from '../model';

/** The education variant's "about your treatment" section (mfEd). */
export const EDUCATION: Section = {
  id: 'education',
  questions: [
    display('education_text', [
      'texts.education.how_it_goes',
      'texts.education.before',
      'texts.education.aftercare',
      'texts.education.when_to_call',
    ]),
    agreement('education_read'),
  ],
};
