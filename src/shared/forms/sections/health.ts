import { multi, otherBox, single, yesNo } from '../builders';
import type { Section } from '../model';
import {
  FAMILIAL_DISEASES,
  G6PD_STATUS,
  HEART_RISK_FACTORS,
  LAST_PHYSICAL,
  MEDICAL_CONDITIONS,
  MEDICAL_HISTORY,
  MEDICATION_TYPES,
} from '../options/medical';

/** Allergies and medicines: what could react with an infusion. */
export const ALLERGIES_MEDICATIONS: Section = {
  id: 'allergies_medications',
  questions: [
    yesNo('allergies'),
    yesNo('medications'),
    // Grouped so screening can see blood-pressure medicines without reading free text.
    multi('medication_types', MEDICATION_TYPES, {
      when: { q: 'medications', eq: 'yes' },
      required: true,
    }),
    otherBox('medication_types', { q: 'medication_types', has: 'other' }),
  ],
};

export const CONDITIONS: Section = {
  id: 'medical_conditions',
  questions: [
    multi('medical_conditions', MEDICAL_CONDITIONS, { required: true }),
    otherBox('medical_conditions', { q: 'medical_conditions', has: 'other' }),
  ],
};

export const HISTORY: Section = {
  id: 'medical_history',
  questions: [
    multi('medical_history', MEDICAL_HISTORY, { required: true }),
    single('known_g6pd_deficiency', G6PD_STATUS, { required: true, help: true }),
    multi('familial_diseases', FAMILIAL_DISEASES, { required: true }),
    multi('heart_risk_factors', HEART_RISK_FACTORS, { required: true }),
  ],
};

/** Spec §9: other tests and hospital stays are asked for the last 2 years. */
export const CHECKUPS: Section = {
  id: 'checkups',
  questions: [
    single('last_physical', LAST_PHYSICAL, { required: true }),
    yesNo('other_tests_2_years'),
    yesNo('hospitalizations_2_years'),
  ],
};
