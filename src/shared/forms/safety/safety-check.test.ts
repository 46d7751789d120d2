import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answers, Template } from '../model';
import { getTemplate } from '../registry';
import { SCREENING_RULES } from '../screening-rules';
import { validAnswers } from '../test-support';
import {
  acknowledgementErrors,
  acknowledgementsOf,
  clearanceWarnings,
  clientFacts,
  treatmentWarnings,
} from './safety-check';
import { SAFETY_RULES } from './safety-rules';

const mf = getTemplate('mf_uk_20240926') as Template;
const medical = getTemplate('medicalUk') as Template;
const menu = (() => {
  const q = medical.sections.flatMap((s) => s.questions).find((x) => x.type === 'product_lines');
  if (q?.type !== 'product_lines') throw new Error('no product lines');
  return q.products;
})();

/** A client's signed answers: plausible defaults, a woman, no allergies, G6PD normal. */
function client(overrides: Answers = {}) {
  const answers = validAnswers(mf, {
    gender: 'female',
    known_g6pd_deficiency: 'no',
    pregnant: 'no',
    breastfeeding: 'no',
    allergies: { answer: 'no' },
    ...overrides,
  });
  return clientFacts([{ template: mf, answers }]);
}

const lines = (...items: [string, number][]) =>
  items.map(([product, dose]) => ({ product, dose, batch: 'LOT-1' }));
const nurse = (answers: Answers) => ({
  bp_systolic_before: 122,
  bp_diastolic_before: 78,
  pulse_before: 70,
  sat_o2_before: 98,
  ...answers,
});
const keys = (warnings: { key: string }[]) => warnings.map((w) => w.key);

describe('the rule table', () => {
  it('has unique ids, a source for each rule, and reads what the engine has', () => {
    const ids = SAFETY_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const flags = new Set(SCREENING_RULES.map((r) => r.id));
    const nurseIds = new Set(medical.sections.flatMap((s) => s.questions.map((q) => q.id)));
    for (const rule of SAFETY_RULES) {
      expect(rule.sources.length, rule.id).toBeGreaterThan(0);
      for (const flag of rule.client?.flags ?? []) expect(flags, rule.id).toContain(flag);
      if (rule.treatment && 'q' in rule.treatment) expect(nurseIds).toContain(rule.treatment.q);
      expect(rule.product || rule.treatment || rule.client, rule.id).toBeTruthy();
    }
  });

  it('cites every source in decision 027', () => {
    const record = readFileSync(
      path.join(import.meta.dirname, '../../../../docs/decisions/027-clinical-safety-checks.md'),
      'utf8',
    );
    for (const source of new Set(SAFETY_RULES.flatMap((r) => r.sources))) {
      if (source === 'formulary') continue;
      expect(record, source).toContain(`- [${source}] `);
    }
  });
});

describe('G6PD deficiency and vitamin C', () => {
  const g6pd = client({ known_g6pd_deficiency: 'yes' });

  it('warns the practitioner about the menu’s vitamin C products before clearing', () => {
    const warnings = clearanceWarnings(g6pd, menu);
    expect(keys(warnings)).toEqual(['g6pd_vitamin_c']);
    expect(warnings[0]).toMatchObject({
      step: 'clearance',
      products: ['vitamin_c', 'myers_cocktail', 'antioxidant_booster'],
    });
    expect(warnings[0]!.rule.severity).toBe('contraindicated');
  });

  it('warns on the nurse’s vitamin C line, not on saline', () => {
    const warnings = treatmentWarnings(
      g6pd,
      medical,
      nurse({ product_lines: lines(['hydration_saline', 500], ['vitamin_c', 5000]) }),
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        key: 'g6pd_vitamin_c@vitamin_c',
        step: 'product_line',
        product: 'vitamin_c',
        line: 1,
      }),
    ]);
  });

  it('reads the dose of vitamin C given alone: the dietary allowance is not a warning', () => {
    const at = (dose: number) =>
      keys(treatmentWarnings(g6pd, medical, nurse({ product_lines: lines(['vitamin_c', dose]) })));
    expect(at(120)).toEqual([]);
    expect(at(121)).toEqual(['g6pd_vitamin_c@vitamin_c']);
    // A mixture holds vitamin C in an amount the line does not give: it always warns.
    expect(
      keys(
        treatmentWarnings(g6pd, medical, nurse({ product_lines: lines(['myers_cocktail', 1]) })),
      ),
    ).toEqual(['g6pd_vitamin_c@myers_cocktail']);
  });

  it('says nothing for a client without G6PD deficiency', () => {
    expect(clearanceWarnings(client(), menu)).toEqual([]);
    const answers = nurse({ product_lines: lines(['vitamin_c', 25000]) });
    expect(treatmentWarnings(client(), medical, answers)).toEqual([]);
  });

  it('asks for care from 15 g when the client was never tested', () => {
    const untested = client({ known_g6pd_deficiency: 'never_tested' });
    const at = (product: string, dose: number) =>
      treatmentWarnings(untested, medical, nurse({ product_lines: lines([product, dose]) }));
    expect(at('vitamin_c', 14999)).toEqual([]);
    expect(at('vitamin_c', 15000)).toEqual([
      expect.objectContaining({ key: 'g6pd_untested_vitamin_c_high_dose@vitamin_c' }),
    ]);
    expect(at('vitamin_c', 15000)[0]!.rule.severity).toBe('caution');
    expect(at('myers_cocktail', 500)).toEqual([]);
    // Not at clearance: nothing is chosen yet, and most visits give less.
    expect(clearanceWarnings(untested, menu)).toEqual([]);
  });
});

describe('pregnancy and breastfeeding', () => {
  it('warns about products not approved in pregnancy, a possible one too', () => {
    for (const pregnant of ['yes', 'not_sure']) {
      const facts = client({ pregnant, pregnancy_weeks: 12 });
      const clearance = clearanceWarnings(facts, menu);
      expect(keys(clearance)).toEqual(['pregnancy_not_approved']);
      expect(clearance[0]!.products).not.toContain('hydration_saline');
      expect(clearance[0]!.products).toContain('vitamin_c');
      const answers = nurse({
        product_lines: lines(['hydration_saline', 500], ['vitamin_b12', 1000], ['nad_plus', 250]),
      });
      expect(keys(treatmentWarnings(facts, medical, answers))).toEqual([
        'pregnancy_not_approved@nad_plus',
      ]);
    }
  });

  it('asks care with products not approved while breastfeeding', () => {
    const facts = client({ breastfeeding: 'yes' });
    const warnings = treatmentWarnings(
      facts,
      medical,
      nurse({ product_lines: lines(['zinc', 5]) }),
    );
    expect(warnings.map((w) => [w.key, w.rule.severity])).toEqual([
      ['breastfeeding_not_approved@zinc', 'caution'],
    ]);
  });

  it('never reads a pregnancy answer the form hid', () => {
    const facts = client({ gender: 'male', pregnant: 'yes' });
    expect(clearanceWarnings(facts, menu)).toEqual([]);
  });
});

describe('a declared allergy and a product’s ingredients', () => {
  const allergic = client({ allergies: { answer: 'yes', detail: 'Vitamine C (urticaire)' } });

  it('names the menu’s products that contain it at clearance', () => {
    expect(clearanceWarnings(allergic, menu)).toEqual([
      expect.objectContaining({
        key: 'declared_allergy',
        products: ['vitamin_c', 'myers_cocktail', 'antioxidant_booster'],
        ingredients: ['ascorbic_acid'],
      }),
    ]);
  });

  it('warns on each line that contains it', () => {
    const answers = nurse({
      product_lines: lines(['glutathione', 600], ['myers_cocktail', 250], ['magnesium', 1000]),
    });
    expect(treatmentWarnings(allergic, medical, answers)).toEqual([
      expect.objectContaining({
        key: 'declared_allergy@myers_cocktail',
        ingredients: ['ascorbic_acid'],
        line: 1,
      }),
    ]);
  });

  it('ignores the detail of an allergy answered no', () => {
    const facts = client({ allergies: { answer: 'no', detail: 'vitamin C' } });
    expect(facts.allergens.size).toBe(0);
  });
});

describe('vitals before the infusion', () => {
  it.each([
    [{ bp_systolic_before: 180 }, ['systolic_high']],
    [{ bp_systolic_before: 179 }, []],
    [{ bp_systolic_before: 90, bp_diastolic_before: 60 }, ['systolic_low']],
    [{ bp_systolic_before: 91, bp_diastolic_before: 60 }, []],
    [{ bp_systolic_before: 200, bp_diastolic_before: 110 }, ['systolic_high', 'diastolic_high']],
    [{ sat_o2_before: 91.9 }, ['oxygen_low']],
    [{ sat_o2_before: 92 }, []],
    [{ pulse_before: 40 }, ['pulse_low']],
    [{ pulse_before: 41 }, []],
    [{ pulse_before: 131 }, ['pulse_high']],
    [{ pulse_before: 130 }, []],
  ])('%o → %o', (vitals, expected) => {
    const warnings = treatmentWarnings(client(), medical, nurse(vitals));
    expect(keys(warnings)).toEqual(expected);
    for (const w of warnings) {
      expect(w.step).toBe('infusion_start');
      expect(w.reading?.value).toBe((vitals as Record<string, number>)[w.reading!.question]);
    }
  });
});

describe('acknowledgements', () => {
  const g6pd = client({ known_g6pd_deficiency: 'yes' });
  const warnings = treatmentWarnings(
    g6pd,
    medical,
    nurse({ bp_systolic_before: 185, product_lines: lines(['vitamin_c', 5000]) }),
  );

  it('needs a reason for every warning, naming the field', () => {
    expect(acknowledgementErrors(warnings, [])).toEqual([
      { path: 'acknowledgements.g6pd_vitamin_c@vitamin_c', message: 'safety.reasonRequired' },
      { path: 'acknowledgements.systolic_high', message: 'safety.reasonRequired' },
    ]);
    const blank = [{ rule: 'systolic_high', reason: '  ' }];
    expect(acknowledgementErrors(warnings, blank)).toHaveLength(2);
  });

  it('accepts one reason per warning and keeps what is stored', () => {
    const given = [
      { rule: 'g6pd_vitamin_c', subject: 'vitamin_c', reason: ' G6PD normal on 2025-03-01 ' },
      { rule: 'systolic_high', subject: null, reason: 'Rechecked at 150/90 after rest' },
    ];
    expect(acknowledgementErrors(warnings, given)).toEqual([]);
    expect(acknowledgementsOf(warnings, given)).toEqual([
      {
        rule: 'g6pd_vitamin_c',
        subject: 'vitamin_c',
        severity: 'contraindicated',
        step: 'product_line',
        reason: 'G6PD normal on 2025-03-01',
      },
      {
        rule: 'systolic_high',
        subject: null,
        severity: 'contraindicated',
        step: 'infusion_start',
        reason: 'Rechecked at 150/90 after rest',
      },
    ]);
  });

  it('refuses an acknowledgement of a warning that is not there, or given twice', () => {
    const given = [
      { rule: 'g6pd_vitamin_c', subject: 'vitamin_c', reason: 'ok' },
      { rule: 'g6pd_vitamin_c', subject: 'vitamin_c', reason: 'again' },
      { rule: 'systolic_high', reason: 'ok' },
      { rule: 'pulse_high', reason: 'not measured high' },
    ];
    expect(acknowledgementErrors(warnings, given)).toEqual([
      { path: 'acknowledgements.1', message: 'safety.notNeeded' },
      { path: 'acknowledgements.3', message: 'safety.notNeeded' },
    ]);
  });
});
