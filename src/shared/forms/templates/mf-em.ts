import type { Template } from '../model';
import { DECLARATION, GP_PERMISSION_WITH_DETAILS } from '../sections/consent';
import { EMERGENCY_PLUS } from '../sections/emergency';
import { MEDICAL_CORE, UK_CLOSING, UK_OPENING } from '../sections/uk-form';

/**
 * mfEm, version 20240902, store N7tvv. The spec lists an "emergency" variant but not its
 * content; we read mfEm as that variant: the UK 2024 form whose emergency-contact section also
 * asks an alternative phone and whether the client carries a medical alert card or device, for
 * a store that treats clients away from the clinic (events, hotels) where the practitioner may
 * have to call for help. Everything else is the UK form.
 */
export const mfEm: Template = {
  id: 'mfEm',
  version: '20240902',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    ...UK_OPENING.map((s) => (s.id === 'emergency_contact' ? EMERGENCY_PLUS : s)),
    ...MEDICAL_CORE,
    GP_PERMISSION_WITH_DETAILS,
    DECLARATION,
    ...UK_CLOSING,
  ],
};
