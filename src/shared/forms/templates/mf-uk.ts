import type { Template } from '../model';
import { DECLARATION, GP_PERMISSION } from '../sections/consent';
import { MEDICAL_CORE, UK_CLOSING, UK_OPENING } from '../sections/uk-form';

/**
 * mfUk, version 20231027: the group's standard client questionnaire, used by most stores
 * (spec §2), including the stores outside the UK that share the UK form. Full spec §3 content:
 * terms gate; personal details with UK-style address; emergency contact; height, weight and
 * computed BMI; allergies and medicines; current conditions; medical history, G6PD, familial
 * diseases and heart-disease risk factors; last physical, tests and hospital stays in 2 years;
 * lifestyle (diet, weight, alcohol units, smoking, drugs); women's and men's health; goals;
 * permission to share with the GP (yes/no); declaration (signature 1), informed consent
 * (signature 2) and privacy authorization (signature 3).
 */
export const mfUk: Template = {
  id: 'mfUk',
  version: '20231027',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'uk',
  sections: [...UK_OPENING, ...MEDICAL_CORE, GP_PERMISSION, DECLARATION, ...UK_CLOSING],
};
