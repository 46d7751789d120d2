import type { Template } from '../model';
import { DECLARATION, GP_PERMISSION_WITH_DETAILS } from '../sections/consent';
import { MEDICAL_CORE, UK_CLOSING, UK_OPENING } from '../sections/uk-form';

/**
 * mf_uk_20240926, version 20240926: the 2024 revision of the UK form for bb, IrfE2, london,
 * N7tvv and dripdash; the catalogue's "new" page of those stores is this same template (spec §2:
 * "a new page equal to the mf page"). Same content as mfUk, and when the client allows sharing
 * with their GP it asks the GP's name and practice, so the clinic can actually write to them.
 */
export const mfUk20240926: Template = {
  id: 'mf_uk_20240926',
  version: '20240926',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    ...UK_OPENING,
    ...MEDICAL_CORE,
    GP_PERMISSION_WITH_DETAILS,
    DECLARATION,
    ...UK_CLOSING,
  ],
};
