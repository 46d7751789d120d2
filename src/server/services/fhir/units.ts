import type { DoseUnit, Unit } from '../../../shared/forms';
import { UCUM } from './fhir-base';

/** The engine's units as UCUM codes (what FHIR Quantity expects), with a human unit label. */
const UCUM_CODES: Record<Unit | DoseUnit | 'kg/m2', { code: string; unit: string }> = {
  cm: { code: 'cm', unit: 'cm' },
  kg: { code: 'kg', unit: 'kg' },
  in: { code: '[in_i]', unit: 'in' },
  lb: { code: '[lb_av]', unit: 'lb' },
  mmHg: { code: 'mm[Hg]', unit: 'mmHg' },
  bpm: { code: '/min', unit: 'beats/minute' },
  percent: { code: '%', unit: '%' },
  weeks: { code: 'wk', unit: 'weeks' },
  units_per_week: { code: '{units}/wk', unit: 'units/week' },
  per_day: { code: '/d', unit: 'per day' },
  mg: { code: 'mg', unit: 'mg' },
  mcg: { code: 'ug', unit: 'mcg' },
  ml: { code: 'mL', unit: 'mL' },
  g: { code: 'g', unit: 'g' },
  iu: { code: '[iU]', unit: 'IU' },
  'kg/m2': { code: 'kg/m2', unit: 'kg/m2' },
};

export function quantityOf(value: number, unit: Unit | DoseUnit | 'kg/m2') {
  const { code, unit: label } = UCUM_CODES[unit];
  return { value, unit: label, system: UCUM, code };
}
