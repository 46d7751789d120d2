import type { Template } from '../model';
import { DECLARATION, HIPAA_AUTHORIZATION, INFORMED_CONSENT, TERMS } from '../sections/consent';
import { ADDRESS_US, BODY_US, EMERGENCY_CONTACT, PERSONAL } from '../sections/personal';
import { MEDICAL_CORE } from '../sections/uk-form';

/**
 * mfUs, version 20231107: the US store (xwP5X, New York). Same medical content as the UK form,
 * but a US address (street, apartment, city, two-letter state, ZIP), height in inches and weight
 * in pounds (BMI converts), no GP question (US clients have no NHS GP to notify), and a HIPAA
 * authorization (purpose, recipients, redisclosure, expiry, revocation, no conditioning of
 * treatment) in place of the UK privacy authorization as signature 3.
 */
export const mfUs: Template = {
  id: 'mfUs',
  version: '20231107',
  kind: 'mf',
  brand: 'ivclinic',
  locale: 'us',
  sections: [
    TERMS,
    PERSONAL,
    ADDRESS_US,
    EMERGENCY_CONTACT,
    BODY_US,
    ...MEDICAL_CORE,
    DECLARATION,
    INFORMED_CONSENT,
    HIPAA_AUTHORIZATION,
  ],
};
