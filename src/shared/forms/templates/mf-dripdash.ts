import type { Template } from '../model';
import { DECLARATION, GP_PERMISSION_WITH_DETAILS } from '../sections/consent';
import { TREATMENT_LOCATION } from '../sections/visit';
import { MEDICAL_CORE, UK_CLOSING, UK_OPENING } from '../sections/uk-form';

/**
 * mf_dripdash, version 20250528, store dripdash: the DripDash brand (texts name DripDash through
 * `{{brand}}`), a mobile service that treats clients at home, hotel or office. The UK 2024 form
 * plus where the treatment takes place: the home address or another one, with access notes
 * (parking, floor, door code) for the practitioner who travels there.
 */
export const mfDripdash: Template = {
  id: 'mf_dripdash',
  version: '20250528',
  kind: 'mf',
  brand: 'dripdash',
  locale: 'uk',
  sections: [
    ...UK_OPENING,
    TREATMENT_LOCATION,
    ...MEDICAL_CORE,
    GP_PERMISSION_WITH_DETAILS,
    DECLARATION,
    ...UK_CLOSING,
  ],
};
