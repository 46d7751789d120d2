import { GENDERS as GENDER_VALUES } from '../../genders';
import type { OptionList } from '../model';

/** Spec §3 "Titles". */
export const TITLES: OptionList = { id: 'title', values: ['mr', 'mrs', 'ms', 'miss', 'dr'] };

/** Spec §3 "Gender": the full list, in the spec's order (one list for forms and client details). */
export const GENDERS: OptionList = { id: 'gender', values: [...GENDER_VALUES] };

/**
 * Who may be pregnant or breastfeed, and who has a prostate, cannot be read from every gender
 * identity. So the women's health questions are hidden only for `male` and `trans_male_to_female`,
 * the prostate question only for `female` and `trans_female_to_male`; everyone else sees both
 * (each offers "not applicable"). Asking too much is safe; missing a pregnancy is not.
 */
export const NO_WOMENS_HEALTH = ['male', 'trans_male_to_female'] as const;
export const NO_PROSTATE = ['female', 'trans_female_to_male'] as const;

export const RELATIONSHIPS: OptionList = {
  id: 'relationship',
  values: ['spouse_or_partner', 'parent', 'child', 'sibling', 'relative', 'friend', 'other'],
};
