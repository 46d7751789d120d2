import type { OptionList } from '../model';

export const DIETS: OptionList = {
  id: 'diet',
  values: [
    'omnivore',
    'vegetarian',
    'vegan',
    'pescatarian',
    'low_carb_or_keto',
    'gluten_free',
    'intermittent_fasting',
    'other',
  ],
};

export const SMOKING: OptionList = { id: 'smoking', values: ['never', 'former', 'current'] };

export const MENSTRUAL: OptionList = {
  id: 'menstrual',
  values: ['regular', 'irregular', 'heavy', 'menopause', 'not_applicable'],
};

export const YES_NO_NA: OptionList = { id: 'yes_no_na', values: ['yes', 'no', 'not_applicable'] };

/** Spec §3 "Goals (8)". */
export const GOALS: OptionList = {
  id: 'goals',
  values: [
    'boost_energy',
    'immune_function',
    'skin_health',
    'mental_clarity',
    'recovery',
    'athletic_performance',
    'stress_and_sleep',
    'anti_aging',
  ],
};

/** "Not sure" matters: a possible pregnancy is reviewed like a confirmed one. */
export const PREGNANCY: OptionList = {
  id: 'pregnancy',
  values: ['yes', 'no', 'not_sure', 'not_applicable'],
};
