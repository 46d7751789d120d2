import type { Unit } from './model';

const CM_PER_INCH = 2.54;
const KG_PER_POUND = 0.45359237;

/**
 * Body-mass index (kg/m²) rounded to one decimal, from a height and a weight in the units the
 * template asks for (the US form asks inches and pounds). Undefined when either input is missing
 * or not a positive finite number, so the renderer shows nothing rather than a nonsense figure.
 */
export function computeBmi(
  height: unknown,
  heightUnit: Unit | undefined,
  weight: unknown,
  weightUnit: Unit | undefined,
): number | undefined {
  if (typeof height !== 'number' || typeof weight !== 'number') return undefined;
  if (!(height > 0) || !(weight > 0) || !Number.isFinite(height) || !Number.isFinite(weight)) {
    return undefined;
  }
  const metres = (heightUnit === 'in' ? height * CM_PER_INCH : height) / 100;
  const kilograms = weightUnit === 'lb' ? weight * KG_PER_POUND : weight;
  return Math.round((kilograms / (metres * metres)) * 10) / 10;
}
