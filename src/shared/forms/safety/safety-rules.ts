import type { Condition, DoseUnit } from '../model';
import type { IngredientId } from './ingredients';

/**
 * The clinical safety rules (decision 027, which cites the source of each): what in the
 * client's record, combined with what is about to be given or measured, must stop a member of
 * staff until they give a reason. Data only; `safety-check.ts` evaluates it, the same code in
 * the browser (to warn) and on the server (to refuse a signature without the reason).
 * Texts: `safety.rules.<id>.title` and `.text` in the forms texts.
 */

/** Where a rule warns: the practitioner's clearance, a nurse's product line, the start of the infusion. */
export type SafetyStep = 'clearance' | 'product_line' | 'infusion_start';

/** `contraindicated`: do not go ahead without a clinician's reason; `caution`: take care, say why. */
export type SafetySeverity = 'contraindicated' | 'caution';

/** Which product lines (or, at clearance, which products of the menu) a rule is about. */
export interface ProductMatch {
  /** Contains one of these. */
  ingredients?: readonly IngredientId[];
  /** Not approved by the formulary in this state of the client (`Product.approvedIn`). */
  notApprovedIn?: 'pregnancy' | 'breastfeeding';
  /** Contains an ingredient the client declared an allergy to (their own words). */
  declaredAllergen?: true;
  /**
   * Only doses of the ingredient in this unit above `above` or at least `atLeast`. It reads
   * the line's dose where the product is that ingredient alone, dosed in this unit; a mixture
   * (several ingredients, or dosed by volume) matches when `mixtures` says so, its content
   * of the ingredient not being known per line.
   */
  dose?: { unit: DoseUnit; above?: number; atLeast?: number; mixtures: boolean };
}

export interface SafetyRule {
  id: string;
  severity: SafetySeverity;
  steps: readonly SafetyStep[];
  /** The client's signed questionnaires: any of these screening flags, or this condition. */
  client?: { flags?: readonly string[]; when?: Condition };
  product?: ProductMatch;
  /** The nurse's own answers before the infusion starts (vitals). */
  treatment?: Condition;
  /** Short names of the sources decision 027 lists in full (`formulary`: the clinics' own). */
  sources: readonly string[];
}

/** The highest adult Recommended Dietary Allowance of vitamin C (lactation), in mg. */
export const VITAMIN_C_RDA_MAX_MG = 120;
/** Intravenous vitamin C from 15 g counts as high dose (decision 027). */
export const VITAMIN_C_HIGH_DOSE_MG = 15_000;

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    // Oxidant stress from ascorbate haemolyses G6PD-deficient red cells; the labelling
    // limits vitamin C to the RDA in G6PD deficiency, far below any infusion dose.
    id: 'g6pd_vitamin_c',
    severity: 'contraindicated',
    steps: ['clearance', 'product_line'],
    client: { flags: ['g6pd_deficiency'] },
    product: {
      ingredients: ['ascorbic_acid'],
      dose: { unit: 'mg', above: VITAMIN_C_RDA_MAX_MG, mixtures: true },
    },
    sources: [
      'ascor-pi',
      'ascorbic-acid-pi',
      'rees-1993',
      'campbell-1975',
      'luzzatto-2020',
      'ods-vitamin-c',
    ],
  },
  {
    // High-dose protocols test G6PD first; a client who never had the test has not.
    id: 'g6pd_untested_vitamin_c_high_dose',
    severity: 'caution',
    steps: ['product_line'],
    client: { when: { q: 'known_g6pd_deficiency', eq: 'never_tested' } },
    product: {
      ingredients: ['ascorbic_acid'],
      dose: { unit: 'mg', atLeast: VITAMIN_C_HIGH_DOSE_MG, mixtures: false },
    },
    sources: ['riordan-ivc-2013', 'padayatty-2010'],
  },
  {
    id: 'pregnancy_not_approved',
    severity: 'contraindicated',
    steps: ['clearance', 'product_line'],
    client: { flags: ['pregnancy'] },
    product: { notApprovedIn: 'pregnancy' },
    sources: ['ascorbic-acid-pi', 'formulary'],
  },
  {
    id: 'breastfeeding_not_approved',
    severity: 'caution',
    steps: ['clearance', 'product_line'],
    client: { flags: ['breastfeeding'] },
    product: { notApprovedIn: 'breastfeeding' },
    sources: ['ascorbic-acid-pi', 'formulary'],
  },
  {
    // Hypersensitivity to an ingredient is a contraindication in every product's labelling.
    id: 'declared_allergy',
    severity: 'contraindicated',
    steps: ['clearance', 'product_line'],
    product: { declaredAllergen: true },
    sources: ['smpc-4-3', 'ascorbic-acid-usp', 'cyanocobalamin-pi', 'gaby-2002'],
  },
  // Vitals before the infusion: NEWS2 scores 3 ("red") for one parameter at these values,
  // which calls for an urgent clinical review; severe hypertension from the guidelines.
  {
    id: 'systolic_high',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    treatment: { q: 'bp_systolic_before', gte: 180 },
    sources: ['nice-ng136', 'esc-esh-2018'],
  },
  {
    id: 'systolic_low',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    // Integer mmHg: below 91 is 90 or lower.
    treatment: { q: 'bp_systolic_before', lt: 91 },
    sources: ['news2'],
  },
  {
    id: 'diastolic_high',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    treatment: { q: 'bp_diastolic_before', gte: 110 },
    sources: ['esc-esh-2018'],
  },
  {
    id: 'oxygen_low',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    treatment: { q: 'sat_o2_before', lt: 92 },
    sources: ['news2'],
  },
  {
    id: 'pulse_low',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    treatment: { q: 'pulse_before', lt: 41 },
    sources: ['news2'],
  },
  {
    id: 'pulse_high',
    severity: 'contraindicated',
    steps: ['infusion_start'],
    treatment: { q: 'pulse_before', gte: 131 },
    sources: ['news2'],
  },
];
