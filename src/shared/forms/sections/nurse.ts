import {
  date,
  display,
  longText,
  multi,
  number,
  productLines,
  single,
  staffSignature,
  text,
  time,
  NAME_PATTERN,
} from '../builders';
import { MESSAGES } from '../messages';
import type { ComputedQuestion, ProductList, Question, Section } from '../model';
import { ARMS, CANNULA_TYPES, GAUGES, OBSERVATION_OUTCOMES, TUBE_TYPES } from '../options/clinical';
import { BODY_METRIC, BODY_US } from './personal';

/**
 * The nurse's treatment record (spec §3 "Form fields", §6, §9), shared by every `medical`
 * template: vitals before, the treatment itself, vitals after, the 30-minute observation, then
 * completion and signature. Ranges are what a living adult can show, wide enough never to
 * refuse a true reading and narrow enough to refuse a slip (1200 for 120).
 */

/** Batch or lot codes as printed on vials and bags: letters, digits, `-`, `/`, `.`. */
export const BATCH_PATTERN = '^[A-Za-z0-9][A-Za-z0-9\\-/.]{2,29}$';

/** Blood pressure, pulse and oxygen saturation, before or after the treatment. */
function vitals(when: 'before' | 'after'): Question[] {
  const systolic = `bp_systolic_${when}`;
  return [
    number(systolic, { min: 60, max: 260 }, { unit: 'mmHg', integer: true, required: true }),
    number(
      `bp_diastolic_${when}`,
      { min: 30, max: 160 },
      {
        unit: 'mmHg',
        integer: true,
        required: true,
        lessThan: { q: systolic, message: 'validation.diastolicNotBelowSystolic' },
      },
    ),
    number(`pulse_${when}`, { min: 30, max: 220 }, { unit: 'bpm', integer: true, required: true }),
    number(`sat_o2_${when}`, { min: 70, max: 100 }, { unit: 'percent', required: true }),
  ];
}

/** Height and weight in the template's units (as the client form asks them); BMI computed. */
function body(locale: 'uk' | 'us'): Question[] {
  const [height, weight] = (locale === 'us' ? BODY_US : BODY_METRIC).questions;
  const bmi: ComputedQuestion = {
    id: 'bmi',
    type: 'computed',
    formula: 'bmi',
    from: ['height', 'weight'],
    help: 'questions.bmi.help_staff',
  };
  return [height as Question, weight as Question, bmi];
}

export interface NurseOptions {
  locale: 'uk' | 'us';
  products: ProductList;
  /** A mobile service: the location (the client's address or where they are treated) is required. */
  mobile?: boolean;
}

export function nurseSections({ locale, products, mobile }: NurseOptions): readonly Section[] {
  return [
    {
      id: 'nurse_vitals_before',
      role: 'nurse',
      questions: [
        display('nurse_staff_only', ['texts.staff.staff_only']),
        ...vitals('before'),
        ...body(locale),
      ],
    },
    {
      id: 'nurse_treatment',
      role: 'nurse',
      questions: [
        number('session_number', { min: 1, max: 999 }, { integer: true, required: true }),
        // Each line names its own vial or bag: a recall is of one batch, not of a treatment.
        productLines('product_lines', products, { required: true, lineBatch: BATCH_PATTERN }),
        // One batch for the whole treatment, as records signed before per-line batches hold it.
        text('batch_number', { pattern: BATCH_PATTERN, help: true, retired: true }),
        single('cannula_type', CANNULA_TYPES, { required: true }),
        single('gauge', GAUGES, { required: true }),
        single('arm', ARMS, { required: true }),
        time('setup_time', { required: true, defaultNow: true }),
        display('blood_samples_text', [
          'texts.staff.repeat_samples',
          'texts.staff.samples_discarded',
        ]),
        multi('blood_tubes', TUBE_TYPES),
        text('location', {
          required: mobile === true,
          help: true,
          ...(mobile
            ? {
                label: 'questions.location.label_mobile',
                help: 'questions.location.help_mobile',
                input: 'address' as const,
              }
            : {}),
        }),
      ],
    },
    { id: 'nurse_vitals_after', role: 'nurse', questions: vitals('after') },
    {
      id: 'nurse_observation',
      role: 'nurse',
      questions: [
        display('observation_text', ['texts.staff.observation']),
        single('observation_outcome', OBSERVATION_OUTCOMES, { required: true }),
        time('observation_start'),
        time('observation_end', {
          notBefore: { q: 'observation_start', message: MESSAGES.observationEndBeforeStart },
        }),
        longText('left_at_own_risk_note', {
          when: { q: 'observation_outcome', eq: 'left_at_own_risk' },
          required: true,
          help: true,
        }),
      ],
    },
    {
      id: 'nurse_completion',
      role: 'nurse',
      questions: [
        date('completion_date', { required: true, notFuture: true, defaultToday: true }),
        // Left empty, the server writes the moment the nurse signs (in the store's time zone):
        // a time filled when the page opened would end the observation before it did.
        time('completion_time', { help: true }),
        longText('comments'),
        text('nurse_full_name', { required: true, pattern: NAME_PATTERN, input: 'name' }),
        ...staffSignature('nurse'),
      ],
    },
  ];
}
