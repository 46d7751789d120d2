import type { Condition } from './model';
import { HEAVY_DRINKING_UNITS_PER_WEEK } from './sections/lifestyle';

/**
 * Answers a practitioner must review before an infusion. Rules are data over stable question
 * ids and option ids; a rule whose questions a template lacks (or hides) never fires. Flag ids
 * are stable: the server stores them and the staff screens translate `flags.<id>`.
 */
export interface ScreeningRule {
  id: string;
  when: Condition;
}

const history = (...values: string[]): Condition => ({ q: 'medical_history', hasAny: values });
const possibly = ['yes', 'not_sure'];

export const SCREENING_RULES: readonly ScreeningRule[] = [
  // High-dose vitamin C can cause haemolysis in G6PD deficiency.
  {
    id: 'g6pd_deficiency',
    when: {
      any: [
        history('g6pd_deficiency'),
        { q: 'known_g6pd_deficiency', eq: 'yes' },
        { q: 'familial_diseases', has: 'g6pd_deficiency' },
      ],
    },
  },
  { id: 'pregnancy', when: { q: 'pregnant', in: possibly } },
  { id: 'breastfeeding', when: { q: 'breastfeeding', eq: 'yes' } },
  // Fluid volume and rate: the heart may not cope with a fast litre.
  {
    id: 'heart_condition',
    when: {
      any: [
        history('heart_attack', 'heart_disease', 'heart_failure', 'irregular_heartbeat'),
        history('heart_valve_disease', 'stroke_or_tia'),
        { q: 'medical_conditions', hasAny: ['chest_pain', 'palpitations', 'shortness_of_breath'] },
        { q: 'medication_types', has: 'heart' },
      ],
    },
  },
  // The kidneys clear the infused fluid and minerals; the liver metabolizes what is given.
  { id: 'kidney_disease', when: history('kidney_disease', 'kidney_stones', 'organ_transplant') },
  { id: 'liver_disease', when: history('liver_disease', 'hepatitis') },
  {
    id: 'heavy_drinking',
    when: { q: 'alcohol_units_per_week', gte: HEAVY_DRINKING_UNITS_PER_WEEK },
  },
  {
    id: 'blood_pressure',
    when: {
      any: [
        { q: 'medication_types', hasAny: ['blood_pressure', 'diuretics'] },
        history('high_blood_pressure', 'low_blood_pressure'),
      ],
    },
  },
  {
    id: 'bleeding_risk',
    when: {
      any: [
        { q: 'medication_types', has: 'blood_thinners' },
        history('bleeding_disorder', 'blood_clots'),
      ],
    },
  },
  { id: 'diabetes', when: history('diabetes') },
  { id: 'epilepsy', when: history('epilepsy') },
  { id: 'anemia', when: history('anemia', 'sickle_cell_disease', 'haemochromatosis') },
  {
    id: 'cancer_treatment',
    when: { any: [history('cancer'), { q: 'medication_types', has: 'chemotherapy' }] },
  },
  { id: 'severe_allergy', when: history('severe_allergic_reaction') },
  { id: 'allergies', when: { q: 'allergies', eq: 'yes' } },
  // A drip goes in the other arm after lymph node removal.
  { id: 'lymph_node_removal', when: history('lymph_node_removal') },
  { id: 'fainting_risk', when: history('fainting_with_needles') },
  {
    id: 'acute_illness',
    when: {
      q: 'medical_conditions',
      hasAny: [
        'fever',
        'active_infection',
        'covid19',
        'vomiting_or_diarrhoea',
        'dizziness_or_fainting',
      ],
    },
  },
  { id: 'recreational_drugs', when: { q: 'recreational_drugs', eq: 'yes' } },
  // BMI from the computed question: severe obesity or underweight changes dosing and access.
  {
    id: 'bmi_extreme',
    when: {
      any: [
        { q: 'bmi', gte: 40 },
        { q: 'bmi', lt: 16 },
      ],
    },
  },
];
