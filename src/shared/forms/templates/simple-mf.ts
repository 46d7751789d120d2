import type { Template } from '../model';
import { DECLARATION, INFORMED_CONSENT, TERMS } from '../sections/consent';
import { ALLERGIES_MEDICATIONS, CONDITIONS, HISTORY } from '../sections/health';
import { LIFESTYLE, WOMENS_HEALTH } from '../sections/lifestyle';
import { PERSONAL } from '../sections/personal';
import { pick } from '../sections/pick';

/**
 * simpleMf (/simpleMf, posted through /api/mform/add_brief_medical_form): the brief form for a
 * quick top-up visit. Only what decides whether an infusion is safe today: who the client is,
 * allergies and medicines, current conditions, medical history with G6PD, alcohol, pregnancy and
 * breastfeeding; then the declaration and consent (signatures 1 and 2). No address, body
 * measures, family history, goals or privacy authorization: the full form holds those.
 */
export const simpleMf: Template = {
  id: 'simpleMf',
  version: '1',
  kind: 'simple',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    TERMS,
    pick(PERSONAL, ['first_name', 'last_name', 'gender', 'date_of_birth']),
    ALLERGIES_MEDICATIONS,
    CONDITIONS,
    pick(HISTORY, ['medical_history', 'known_g6pd_deficiency']),
    pick(LIFESTYLE, ['alcohol', 'alcohol_units_per_week']),
    pick(WOMENS_HEALTH, ['pregnant', 'pregnancy_weeks', 'breastfeeding']),
    DECLARATION,
    INFORMED_CONSENT,
  ],
};
