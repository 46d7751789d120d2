import type { Section } from '../model';
import { GOALS_SECTION, INFORMED_CONSENT, PRIVACY_AUTHORIZATION, TERMS } from './consent';
import { ALLERGIES_MEDICATIONS, CHECKUPS, CONDITIONS, HISTORY } from './health';
import { LIFESTYLE, MENS_HEALTH, WOMENS_HEALTH } from './lifestyle';
import { ADDRESS_UK, BODY_METRIC, EMERGENCY_CONTACT, PERSONAL } from './personal';

/**
 * The medical core every full client form shares, in the order clients answer it. Variants
 * insert their own sections around it rather than copying it.
 */
export const MEDICAL_CORE: readonly Section[] = [
  ALLERGIES_MEDICATIONS,
  CONDITIONS,
  HISTORY,
  CHECKUPS,
  LIFESTYLE,
  WOMENS_HEALTH,
  MENS_HEALTH,
  GOALS_SECTION,
];

/** Terms gate, who the client is (UK address), height and weight in metric units. */
export const UK_OPENING: readonly Section[] = [
  TERMS,
  PERSONAL,
  ADDRESS_UK,
  EMERGENCY_CONTACT,
  BODY_METRIC,
];

/** Consent and privacy authorization (signatures 2 and 3) after the declaration. */
export const UK_CLOSING: readonly Section[] = [INFORMED_CONSENT, PRIVACY_AUTHORIZATION];
