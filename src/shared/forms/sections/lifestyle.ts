import { number, otherBox, single, yesNo } from '../builders';
import type { Section } from '../model';
import { DIETS, MENSTRUAL, PREGNANCY, SMOKING, YES_NO_NA } from '../options/lifestyle';
import { NO_PROSTATE, NO_WOMENS_HEALTH } from '../options/personal';

/** Spec §9: six units of hard liquor a day or more is heavy drinking, i.e. 42 units a week. */
export const HEAVY_DRINKING_UNITS_PER_WEEK = 42;

export const LIFESTYLE: Section = {
  id: 'lifestyle',
  questions: [
    single('diet', DIETS, { required: true }),
    otherBox('diet', { q: 'diet', eq: 'other' }),
    // Spec §9: obesity is 20 pounds or more overweight.
    yesNo('overweight', { detail: false }),
    yesNo('alcohol', { detail: false }),
    number(
      'alcohol_units_per_week',
      { min: 0, max: 300 },
      {
        unit: 'units_per_week',
        integer: true,
        required: true,
        help: true,
        when: { q: 'alcohol', eq: 'yes' },
      },
    ),
    single('smoking', SMOKING, { required: true }),
    number(
      'cigarettes_per_day',
      { min: 0, max: 100 },
      { unit: 'per_day', integer: true, required: true, when: { q: 'smoking', eq: 'current' } },
    ),
    yesNo('recreational_drugs'),
  ],
};

/** Pregnancy, breastfeeding, cycle, HRT; hidden only where the gender rules them out. */
export const WOMENS_HEALTH: Section = {
  id: 'womens_health',
  when: { not: { q: 'gender', in: NO_WOMENS_HEALTH } },
  questions: [
    single('pregnant', PREGNANCY, { required: true }),
    // How far along decides what may be given (decision 027): asked only after a yes.
    number(
      'pregnancy_weeks',
      { min: 1, max: 42 },
      { unit: 'weeks', integer: true, required: true, when: { q: 'pregnant', eq: 'yes' } },
    ),
    single('breastfeeding', YES_NO_NA, { required: true }),
    single('menstrual', MENSTRUAL, { required: true }),
    yesNo('hormone_replacement_therapy'),
  ],
};

export const MENS_HEALTH: Section = {
  id: 'mens_health',
  when: { not: { q: 'gender', in: NO_PROSTATE } },
  questions: [single('prostate', YES_NO_NA, { required: true, help: true })],
};
