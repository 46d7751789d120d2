import { agreement, display, multi, signature, text, yesNo } from '../builders';
import type { Section } from '../model';
import { GOALS } from '../options/lifestyle';

/**
 * Terms first (spec §1, §5): a gate section the renderer shows alone until it is complete.
 * The brand's published terms of service and privacy policy open from the tick (their current
 * versions, in the client's language); the tick is the agreement, recorded with their versions.
 */
export const TERMS: Section = {
  id: 'terms',
  gate: true,
  questions: [
    display('terms_text', ['texts.terms.intro', 'texts.terms.service', 'texts.terms.privacy']),
    agreement('agree_terms', { documents: ['terms', 'privacy'] }),
  ],
};

export const GOALS_SECTION: Section = {
  id: 'goals',
  questions: [multi('goals', GOALS, { required: true })],
};

/** UK forms ask permission to share with the client's GP (spec §3). */
export const GP_PERMISSION: Section = {
  id: 'gp',
  questions: [yesNo('gp_share_permission', { detail: false })],
};

/** From the 2024 UK revision on: with permission, whom to share with. */
export const GP_PERMISSION_WITH_DETAILS: Section = {
  id: 'gp',
  questions: [
    ...GP_PERMISSION.questions,
    text('gp_name', { when: { q: 'gp_share_permission', eq: 'yes' }, required: true }),
    text('gp_practice', { when: { q: 'gp_share_permission', eq: 'yes' }, required: true }),
  ],
};

/** Signature 1: the client declares the answers true and complete. */
export const DECLARATION: Section = {
  id: 'declaration',
  questions: [
    display('declaration_text', ['texts.declaration.accurate', 'texts.declaration.changes']),
    ...signature(1),
  ],
};

/** Spec §9: the informed consent (30-minute stay, 2.5% repeat samples, 12-month renewal). */
const CONSENT_PARAGRAPHS = [
  'texts.consent.what_iv_involves',
  'texts.consent.risks',
  'texts.consent.stay_30_minutes',
  'texts.consent.blood_samples',
  'texts.consent.samples_discarded',
  'texts.consent.right_to_stop',
  'texts.consent.renewal',
];

export const INFORMED_CONSENT: Section = {
  id: 'informed_consent',
  questions: [
    display('consent_text', CONSENT_PARAGRAPHS),
    agreement('consent_treatment'),
    ...signature(2),
  ],
};

/** Spec §9: the authorization expires one year from the date of service. */
export const PRIVACY_AUTHORIZATION: Section = {
  id: 'privacy_authorization',
  questions: [
    display('privacy_text', [
      'texts.privacy.purpose',
      'texts.privacy.recipients',
      'texts.privacy.expiry',
      'texts.privacy.revoke',
    ]),
    agreement('privacy_authorization'),
    ...signature(3),
  ],
};

/** The US form replaces the privacy authorization with a HIPAA authorization. */
export const HIPAA_AUTHORIZATION: Section = {
  id: 'hipaa_authorization',
  questions: [
    display('hipaa_text', [
      'texts.hipaa.purpose',
      'texts.hipaa.recipients',
      'texts.hipaa.redisclosure',
      'texts.hipaa.expiry',
      'texts.hipaa.revoke',
      'texts.hipaa.no_condition',
    ]),
    agreement('hipaa_authorization'),
    ...signature(3),
  ],
};
