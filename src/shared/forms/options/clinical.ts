import type { OptionList } from '../model';

/**
 * The staff sections' option lists (spec §3 "Option lists" and "Form fields"). Ids are stored in
 * treatment records: never rename one once shipped.
 */

/** Spec §3 "Injections": given alongside (or instead of) a drip. */
export const INJECTIONS: OptionList = {
  id: 'injections',
  values: ['fat_burner', 'vitamin_b12', 'antioxidant_booster'],
};

/** Spec §3 "Detox plans": one session, or a course over three or five days. */
export const DETOX_PLANS: OptionList = {
  id: 'detox_plan',
  values: ['single', 'three_day', 'five_day'],
};

/** Spec §3 "Blood profiles": the laboratory panels a practitioner can order. */
export const BLOOD_PROFILES: OptionList = {
  id: 'blood_profiles',
  values: [
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
};

/** Spec §3 "Tube types", by cap colour: the laboratory reads the colour, so the record names it. */
export const TUBE_TYPES: OptionList = {
  id: 'blood_tubes',
  values: ['sst_gold', 'green_heparin', 'lavender_edta', 'dark_blue'],
};

/** Spec §3: "cannula or butterfly needle". */
export const CANNULA_TYPES: OptionList = { id: 'cannula_type', values: ['cannula', 'butterfly'] };

/** Spec §3: "left or right arm". */
export const ARMS: OptionList = { id: 'arm', values: ['left', 'right'] };

/** Needle gauges in stock, largest bore (18G) first. */
export const GAUGES: OptionList = {
  id: 'gauge',
  values: ['18g', '20g', '22g', '23g', '24g', '25g'],
};

/** Spec §9: the client stays 30 minutes after the infusion, or leaves at their own risk. */
export const OBSERVATION_OUTCOMES: OptionList = {
  id: 'observation_outcome',
  values: ['stayed_30_minutes', 'left_at_own_risk'],
};

/** The practitioner's decision on the client's answers: treat today, or not. */
export const CLEARANCE_DECISIONS: OptionList = {
  id: 'clearance_decision',
  values: ['cleared', 'not_cleared'],
};
