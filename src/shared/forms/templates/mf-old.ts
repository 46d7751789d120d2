import type { Template } from '../model';
import { DECLARATION, GOALS_SECTION, INFORMED_CONSENT, TERMS } from '../sections/consent';
import { ALLERGIES_MEDICATIONS, CONDITIONS, HISTORY } from '../sections/health';
import { LIFESTYLE, MENS_HEALTH, WOMENS_HEALTH } from '../sections/lifestyle';
import { ADDRESS_UK, BODY_METRIC, EMERGENCY_CONTACT, PERSONAL } from '../sections/personal';
import { omit } from '../sections/pick';

/**
 * mfOld (/mf-old): the form before the 2023 versions, kept so that clients holding an old link
 * can still complete it and old submissions still validate and render. Medicines are free text
 * only (no groups), there is no last-physical or two-year look-back section, no GP question and
 * no separate privacy authorization; the declaration and consent are signatures 1 and 2.
 */
export const mfOld: Template = {
  id: 'mfOld',
  version: '1',
  kind: 'old',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [
    TERMS,
    PERSONAL,
    ADDRESS_UK,
    EMERGENCY_CONTACT,
    BODY_METRIC,
    omit(ALLERGIES_MEDICATIONS, ['medication_types', 'medication_types_other']),
    CONDITIONS,
    HISTORY,
    LIFESTYLE,
    WOMENS_HEALTH,
    MENS_HEALTH,
    GOALS_SECTION,
    DECLARATION,
    INFORMED_CONSENT,
  ],
};
