/** Brands by their proper names (the forms catalogs name them as they read in a sentence). */
const BRAND_NAMES: Record<string, string> = {
  ivclinic: 'IV Clinic',
  dripdash: 'DripDash',
  elite: 'Elite',
};

export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? brand;
}
