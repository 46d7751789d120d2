import { date, number, single, text, NAME_PATTERN, PHONE_PATTERN } from '../builders';
import type { Question, Section } from '../model';
import { GENDERS, RELATIONSHIPS, TITLES } from '../options/personal';

const name = (id: string) => text(id, { required: true, pattern: NAME_PATTERN, input: 'name' });

/** Who the client is (spec §3 "Client" and "Form fields"). */
export const PERSONAL: Section = {
  id: 'personal',
  questions: [
    single('title', TITLES, { required: true }),
    name('first_name'),
    name('last_name'),
    single('gender', GENDERS, { required: true, display: 'select' }),
    date('date_of_birth', { required: true, notFuture: true, min: '1900-01-01' }),
    text('occupation', { required: true }),
  ],
};

/** UK-style address: also used by the group's stores outside the UK (Berlin, Cape Town). */
export const ADDRESS_UK: Section = {
  id: 'address',
  questions: [
    text('address_line_1', { required: true, input: 'address' }),
    text('address_line_2', { input: 'address' }),
    text('city', { required: true }),
    text('postcode', { required: true, pattern: '^[A-Za-z0-9 \\-]{2,10}$', input: 'postal_code' }),
  ],
};

/** US address: two-letter state code and ZIP or ZIP+4. */
export const ADDRESS_US: Section = {
  id: 'address',
  questions: [
    text('street_address', { required: true, input: 'address' }),
    text('apartment', { input: 'address' }),
    text('city', { required: true }),
    text('state', { required: true, pattern: '^[A-Za-z]{2}$', help: true }),
    text('zip_code', { required: true, pattern: '^\\d{5}(-\\d{4})?$', input: 'postal_code' }),
  ],
};

const emergencyContact: Question[] = [
  name('emergency_contact_name'),
  single('emergency_contact_relationship', RELATIONSHIPS, { required: true }),
  text('emergency_contact_phone', { required: true, pattern: PHONE_PATTERN, input: 'tel' }),
];

export const EMERGENCY_CONTACT: Section = { id: 'emergency_contact', questions: emergencyContact };

/** Height and weight in the template's units; BMI is computed, never typed. */
function body(heightUnit: 'cm' | 'in', weightUnit: 'kg' | 'lb'): Section {
  const metric = heightUnit === 'cm';
  return {
    id: 'body',
    questions: [
      number('height', metric ? { min: 50, max: 250 } : { min: 20, max: 100 }, {
        unit: heightUnit,
        required: true,
      }),
      number('weight', weightUnit === 'kg' ? { min: 20, max: 350 } : { min: 44, max: 770 }, {
        unit: weightUnit,
        required: true,
      }),
      { id: 'bmi', type: 'computed', formula: 'bmi', from: ['height', 'weight'], help: true },
    ],
  };
}

export const BODY_METRIC = body('cm', 'kg');
export const BODY_US = body('in', 'lb');
