import { describe, expect, it } from 'vitest';
import {
  ARMS,
  BLOOD_PROFILES,
  CANNULA_TYPES,
  CLEARANCE_DECISIONS,
  DETOX_PLANS,
  GAUGES,
  INJECTIONS,
  OBSERVATION_OUTCOMES,
  TUBE_TYPES,
} from './clinical';
import { GENDERS, TITLES } from './personal';
import { isIngredientId } from '../safety/ingredients';
import { DRIPDASH_PRODUCTS, IVCLINIC_PRODUCTS, US_PRODUCTS } from './products';

describe('spec §3 option lists', () => {
  it.each([
    [INJECTIONS, ['fat_burner', 'vitamin_b12', 'antioxidant_booster']],
    [DETOX_PLANS, ['single', 'three_day', 'five_day']],
    [
      BLOOD_PROFILES,
      [
        'blood',
        'essential',
        'vitamin',
        'mineral',
        'heavy_metal',
        'g6pd',
        'well_man',
        'well_woman',
        'complete',
      ],
    ],
    [TUBE_TYPES, ['sst_gold', 'green_heparin', 'lavender_edta', 'dark_blue']],
    [CANNULA_TYPES, ['cannula', 'butterfly']],
    [ARMS, ['left', 'right']],
    [GAUGES, ['18g', '20g', '22g', '23g', '24g', '25g']],
    [OBSERVATION_OUTCOMES, ['stayed_30_minutes', 'left_at_own_risk']],
    [CLEARANCE_DECISIONS, ['cleared', 'not_cleared']],
  ] as const)('%o holds exactly its options', (list, values) => {
    expect(list.values).toEqual(values);
  });

  it('counts the spec’s lists', () => {
    const sizes = [INJECTIONS, DETOX_PLANS, BLOOD_PROFILES, TUBE_TYPES].map((l) => l.values.length);
    expect(sizes).toEqual([3, 3, 9, 4]);
    expect(TITLES.values).toHaveLength(5);
    expect(GENDERS.values).toHaveLength(14);
  });
});

describe('product lists', () => {
  const lists = [IVCLINIC_PRODUCTS, US_PRODUCTS, DRIPDASH_PRODUCTS];

  it.each(lists)('$id has unique ids and sane doses', (list) => {
    const ids = list.items.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of list.items) {
      expect(p.id).toMatch(/^[a-z][a-z0-9_]*$/);
      expect(p.defaultDose, p.id).toBeGreaterThan(0);
      expect(p.defaultDose, p.id).toBeLessThanOrEqual(p.maxDose);
    }
  });

  it('offers the clinic menu, the same drugs in the US, and a shorter mobile menu', () => {
    expect(IVCLINIC_PRODUCTS.items.map((p) => p.id)).toEqual([
      'hydration_saline',
      'vitamin_c',
      'glutathione',
      'nad_plus',
      'vitamin_b12',
      'biotin',
      'magnesium',
      'zinc',
      'myers_cocktail',
      'fat_burner_mic',
      'antioxidant_booster',
    ]);
    expect(US_PRODUCTS.items).toEqual(IVCLINIC_PRODUCTS.items);
    expect(DRIPDASH_PRODUCTS.items.length).toBeLessThan(IVCLINIC_PRODUCTS.items.length);
    const b12 = IVCLINIC_PRODUCTS.items.find((p) => p.id === 'vitamin_b12');
    expect(b12).toMatchObject({ unit: 'mcg', route: 'im_injection' });
  });

  it.each(lists)('$id says what each product contains and where it is approved', (list) => {
    for (const p of list.items) {
      expect(p.ingredients?.length, p.id).toBeGreaterThan(0);
      expect(
        p.ingredients!.filter((id) => !isIngredientId(id)),
        p.id,
      ).toEqual([]);
      expect(p.approvedIn, p.id).toBeDefined();
    }
    const vitaminC = list.items.find((p) => p.id === 'vitamin_c');
    expect(vitaminC).toMatchObject({ ingredients: ['ascorbic_acid'], approvedIn: [] });
  });
});
