import type { Product, ProductList } from '../model';

/**
 * What a nurse can record as given, per brand (each brand sells its own menu). Doses are in the
 * unit the product is drawn up in; `maxDose` is the most one treatment line may hold, set at or
 * just above the highest dose the clinics' protocols allow, so a slip of the keyboard (5000 for
 * 500) is refused rather than stored. Product names are `products.<list>.<id>`. What each
 * contains and where the formulary approves it feed the safety rules (decision 027).
 */

const HYDRATION: Product = {
  id: 'hydration_saline',
  unit: 'ml',
  route: 'iv_infusion',
  defaultDose: 500,
  maxDose: 1000,
  ingredients: ['sodium_chloride'],
  approvedIn: ['pregnancy', 'breastfeeding'],
};
const VITAMIN_C: Product = {
  id: 'vitamin_c',
  unit: 'mg',
  route: 'iv_infusion',
  defaultDose: 5000,
  // From 15 g a normal G6PD result is needed (safety rules); 25 g is the protocols' ceiling.
  maxDose: 25000,
  ingredients: ['ascorbic_acid'],
  // The labelling limits pregnant and breastfeeding women to the dietary allowance.
  approvedIn: [],
};
const GLUTATHIONE: Product = {
  id: 'glutathione',
  unit: 'mg',
  route: 'iv_push',
  defaultDose: 600,
  maxDose: 2400,
  ingredients: ['glutathione'],
  approvedIn: [],
};
const NAD: Product = {
  id: 'nad_plus',
  unit: 'mg',
  route: 'iv_infusion',
  defaultDose: 250,
  maxDose: 1000,
  ingredients: ['nad'],
  approvedIn: [],
};
const VITAMIN_B12: Product = {
  id: 'vitamin_b12',
  unit: 'mcg',
  route: 'im_injection',
  defaultDose: 1000,
  maxDose: 5000,
  ingredients: ['cobalamin'],
  // A replacement dose of vitamin B12 is given in pregnancy and while breastfeeding.
  approvedIn: ['pregnancy', 'breastfeeding'],
};
const BIOTIN: Product = {
  id: 'biotin',
  unit: 'mg',
  route: 'iv_infusion',
  defaultDose: 10,
  maxDose: 20,
  ingredients: ['biotin'],
  approvedIn: [],
};
const MAGNESIUM: Product = {
  id: 'magnesium',
  unit: 'mg',
  route: 'iv_infusion',
  defaultDose: 1000,
  maxDose: 2000,
  ingredients: ['magnesium'],
  approvedIn: [],
};
const ZINC: Product = {
  id: 'zinc',
  unit: 'mg',
  route: 'iv_infusion',
  defaultDose: 5,
  maxDose: 10,
  ingredients: ['zinc'],
  approvedIn: [],
};
/** Myers' cocktail as usually compounded (Gaby 2002): minerals, B vitamins and vitamin C. */
const MYERS: Product = {
  id: 'myers_cocktail',
  unit: 'ml',
  route: 'iv_infusion',
  defaultDose: 250,
  maxDose: 500,
  ingredients: [
    'magnesium',
    'calcium',
    'cobalamin',
    'pyridoxine',
    'dexpanthenol',
    'thiamine',
    'riboflavin',
    'niacinamide',
    'ascorbic_acid',
  ],
  approvedIn: [],
};
/** Methionine, inositol and choline (MIC), the spec's "fat burner" injection. */
const FAT_BURNER: Product = {
  id: 'fat_burner_mic',
  unit: 'ml',
  route: 'im_injection',
  defaultDose: 1,
  maxDose: 2,
  ingredients: ['methionine', 'inositol', 'choline'],
  approvedIn: [],
};
const ANTIOXIDANT: Product = {
  id: 'antioxidant_booster',
  unit: 'ml',
  route: 'im_injection',
  defaultDose: 2,
  maxDose: 4,
  // Compounded: the usual antioxidants, so the rules about either apply (decision 027).
  ingredients: ['glutathione', 'ascorbic_acid'],
  approvedIn: [],
};
/** Compound sodium lactate: the rehydration drip of a mobile service (hangover, jet lag). */
const HARTMANNS: Product = {
  id: 'hartmanns_solution',
  unit: 'ml',
  route: 'iv_infusion',
  defaultDose: 500,
  maxDose: 1000,
  ingredients: ['sodium_chloride', 'sodium_lactate', 'potassium', 'calcium'],
  approvedIn: ['pregnancy', 'breastfeeding'],
};

const CLINIC_MENU: readonly Product[] = [
  HYDRATION,
  VITAMIN_C,
  GLUTATHIONE,
  NAD,
  VITAMIN_B12,
  BIOTIN,
  MAGNESIUM,
  ZINC,
  MYERS,
  FAT_BURNER,
  ANTIOXIDANT,
];

/** The clinics' menu (brand ivclinic, UK and the stores that share the UK form). */
export const IVCLINIC_PRODUCTS: ProductList = { id: 'ivclinic', items: CLINIC_MENU };

/**
 * The New York store: the same drugs and doses (doses are metric in the US too), its own list
 * so the names read as US staff know them ("normal saline", "methylcobalamin").
 */
export const US_PRODUCTS: ProductList = { id: 'us', items: CLINIC_MENU };

/** DripDash treats at home or in a hotel: a short menu of drips that travel well. */
export const DRIPDASH_PRODUCTS: ProductList = {
  id: 'dripdash',
  items: [HYDRATION, HARTMANNS, MYERS, VITAMIN_C, GLUTATHIONE, VITAMIN_B12],
};
