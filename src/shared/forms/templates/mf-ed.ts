import type { Template } from '../model';
import { DECLARATION, GP_PERMISSION } from '../sections/consent';
import { EDUCATION } from '../sections/education';
import { MEDICAL_CORE, UK_CLOSING, UK_OPENING } from '../sections/uk-form';

/**
 * mfEd, version 20240402, stores yvgaJ and zYx43. The spec lists an "education" variant but not
 * its content; we read mfEd as that variant: the UK form plus an "about your treatment" section
 * before the declaration (how an infusion goes, eating and drinking before, aftercare, when to
 * call the clinic) that the client confirms having read. For stores that treat many first-time
 * clients, so consent is informed before the practitioner repeats it in person.
 */
export const mfEd: Template = {
  id: 'mfEd',
  version: '20240402',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [...UK_OPENING, ...MEDICAL_CORE, GP_PERMISSION, EDUCATION, DECLARATION, ...UK_CLOSING],
};
