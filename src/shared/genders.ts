/** Spec §3 "Gender" option list, as stable values; the web app translates `gender.<value>`. */
export const GENDERS = [
  'male',
  'female',
  'intersex',
  'transgender',
  'trans_female_to_male',
  'trans_male_to_female',
  'gender_queer',
  'gender_fluid',
  'femme',
  'butch',
  'quoisexual',
  'crossdresser_or_transvestite',
  'others',
  'prefer_not_to_say',
] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDERS as readonly string[]).includes(value);
}
