import {
  display,
  longText,
  multi,
  single,
  staffSignature,
  text,
  yesNo,
  NAME_PATTERN,
} from '../builders';
import type { Section, Template } from '../model';
import { BLOOD_PROFILES, CLEARANCE_DECISIONS, DETOX_PLANS, INJECTIONS } from '../options/clinical';

/**
 * The practitioner's sections of every `detail` template (spec §3, §6: "practitioner-only,
 * medical staff use only"). The practitioner reads the client's answers above them, plans the
 * treatment, decides whether the client is cleared for it today and signs.
 */

const notCleared = { q: 'clearance_decision', eq: 'not_cleared' } as const;

export const PRACTITIONER_PLAN: Section = {
  id: 'practitioner_plan',
  role: 'practitioner',
  questions: [
    display('practitioner_staff_only', ['texts.staff.staff_only']),
    multi('injections', INJECTIONS),
    single('detox_plan', DETOX_PLANS),
    multi('blood_profiles', BLOOD_PROFILES),
    longText('plan_notes'),
  ],
};

/** The GP question as US staff say it: a primary care physician, not an NHS GP. */
export function practitionerClearance(locale: 'uk' | 'us'): Section {
  return {
    id: 'practitioner_clearance',
    role: 'practitioner',
    questions: [
      yesNo('share_with_gp', {
        detail: false,
        ...(locale === 'us' ? { label: 'questions.share_with_gp.label_us' } : {}),
      }),
      single('clearance_decision', CLEARANCE_DECISIONS, { required: true }),
      longText('clearance_reason', { when: notCleared, required: true, help: true }),
    ],
  };
}

export const PRACTITIONER_SIGN_OFF: Section = {
  id: 'practitioner_sign_off',
  role: 'practitioner',
  questions: [
    text('practitioner_full_name', { required: true, pattern: NAME_PATTERN, input: 'name' }),
    ...staffSignature('practitioner'),
  ],
};

/** The practitioner's part of a detail template, in order. */
export function practitionerSections(locale: 'uk' | 'us'): readonly Section[] {
  return [PRACTITIONER_PLAN, practitionerClearance(locale), PRACTITIONER_SIGN_OFF];
}

/**
 * The practitioner's view of a client template: same version, brand and locale as the form it
 * reviews (a store's catalogue entry pairs them), the client's answers shown read-only above.
 */
export function detailFor(id: string, reviewed: Template): Template {
  return {
    id,
    version: reviewed.version,
    kind: 'detail',
    brand: reviewed.brand,
    locale: reviewed.locale,
    reviews: reviewed.id,
    sections: practitionerSections(reviewed.locale),
  };
}
