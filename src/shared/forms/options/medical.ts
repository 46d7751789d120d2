import type { OptionList } from '../model';

/**
 * Conditions the client has now (spec §3: "13 plus other"). Each makes a practitioner check
 * whether today's infusion is safe: active infection, cardiorespiratory symptoms, fluid loss.
 */
export const MEDICAL_CONDITIONS: OptionList = {
  id: 'medical_conditions',
  values: [
    'fever',
    'cold_or_flu',
    'active_infection',
    'covid19',
    'chest_pain',
    'shortness_of_breath',
    'palpitations',
    'dizziness_or_fainting',
    'swollen_legs_or_ankles',
    'vomiting_or_diarrhoea',
    'severe_headache',
    'skin_problem_at_injection_site',
    'vaccination_last_7_days',
    'other',
    'none_of_the_above',
  ],
  exclusive: 'none_of_the_above',
};

/** Past and present diagnoses (spec §3: 35 options ending with "none of the above"). */
export const MEDICAL_HISTORY: OptionList = {
  id: 'medical_history',
  values: [
    'heart_attack',
    'heart_disease',
    'heart_failure',
    'irregular_heartbeat',
    'heart_valve_disease',
    'high_blood_pressure',
    'low_blood_pressure',
    'stroke_or_tia',
    'blood_clots',
    'bleeding_disorder',
    'anemia',
    'g6pd_deficiency',
    'sickle_cell_disease',
    'haemochromatosis',
    'kidney_disease',
    'kidney_stones',
    'liver_disease',
    'hepatitis',
    'diabetes',
    'thyroid_disorder',
    'asthma',
    'copd',
    'epilepsy',
    'migraine',
    'cancer',
    'hiv',
    'autoimmune_disease',
    'inflammatory_bowel_disease',
    'mental_health_condition',
    'fainting_with_needles',
    'lymph_node_removal',
    'organ_transplant',
    'severe_allergic_reaction',
    'surgery_last_6_months',
    'none_of_the_above',
  ],
  exclusive: 'none_of_the_above',
};

/** Diseases in parents, siblings or grandparents (spec §3: 14). */
export const FAMILIAL_DISEASES: OptionList = {
  id: 'familial_diseases',
  values: [
    'heart_disease',
    'sudden_cardiac_death',
    'high_blood_pressure',
    'high_cholesterol',
    'stroke',
    'diabetes',
    'cancer',
    'kidney_disease',
    'liver_disease',
    'thyroid_disease',
    'g6pd_deficiency',
    'bleeding_disorder',
    'blood_clots',
    'mental_illness',
    'none_known',
  ],
  exclusive: 'none_known',
};

/** Heart-disease risk factors a client can know about themselves. */
export const HEART_RISK_FACTORS: OptionList = {
  id: 'heart_risk_factors',
  values: [
    'smoking',
    'high_blood_pressure',
    'high_cholesterol',
    'diabetes',
    'overweight',
    'physical_inactivity',
    'family_history',
    'chronic_stress',
    'none_of_the_above',
  ],
  exclusive: 'none_of_the_above',
};

/** Medicine groups that change what or how fast a practitioner may infuse. */
export const MEDICATION_TYPES: OptionList = {
  id: 'medication_types',
  values: [
    'blood_pressure',
    'blood_thinners',
    'heart',
    'diabetes',
    'diuretics',
    'thyroid',
    'steroids',
    'antidepressants',
    'hormonal_contraception',
    'chemotherapy',
    'supplements',
    'other',
  ],
};

export const LAST_PHYSICAL: OptionList = {
  id: 'last_physical',
  values: ['last_3_months', 'last_6_months', 'over_12_months', 'cannot_remember_or_never'],
};

/** G6PD status: untested is common and matters for high-dose vitamin C. */
export const G6PD_STATUS: OptionList = {
  id: 'g6pd_status',
  values: ['yes', 'no', 'never_tested'],
};
