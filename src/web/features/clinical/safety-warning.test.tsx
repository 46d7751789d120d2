import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../shared/forms/locales/en.json';
import { getTemplate } from '../../../shared/forms/registry';
import {
  clientFacts,
  menuOf,
  treatmentWarnings,
  type SafetyWarning,
} from '../../../shared/forms/safety';
import { validAnswers } from '../../../shared/forms/test-support';
import { i18next as i18n } from '../../i18n/i18n';
import { I18nextProvider, initReactI18next } from '../../i18n/runtime/use-translation';
import { ProductLineNotes } from '../../ui/question-fields/product-line-notes';
import { ProductLinesField } from '../../ui/question-fields/product-lines-field';
import { SafetyWarningBlock } from './safety-warning';
import type { SafetyT } from './safety-text';

/** The safety warning block and the product line's batch box as markup (no browser). */
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { forms: en, translation: { questionnaire: { choose: 'Choose…' } } } },
  interpolation: { escapeValue: false },
});
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const t: SafetyT = (key, values) => i18n.t(`forms:${key}`, { brand: 'the clinic', ...values });

const mf = getTemplate('mfUk')!;
const medical = getTemplate('medicalUk')!;
const lines = medical.sections.flatMap((s) => s.questions).find((q) => q.id === 'product_lines');
if (lines?.type !== 'product_lines') throw new Error('no product lines');
const facts = clientFacts([
  { template: mf, answers: validAnswers(mf, { known_g6pd_deficiency: 'yes' }) },
]);
const [warning] = treatmentWarnings(facts, medical, {
  product_lines: [{ product: 'vitamin_c', dose: 5000 }],
}) as [SafetyWarning];

const block = (missing: boolean, needReason = true) =>
  render(
    <SafetyWarningBlock
      warning={warning}
      menu={menuOf(medical)}
      template={medical}
      t={t}
      needReason={needReason}
      reason=""
      missing={missing}
      onReason={() => {}}
    />,
  );

describe('a safety warning', () => {
  it('says how severe, what and where, with a labelled box for the reason', () => {
    const html = block(false);
    expect(html).toContain('Contraindicated');
    expect(html).toContain('G6PD deficiency and vitamin C — Vitamin C');
    expect(html).toContain('Product 1: Vitamin C');
    expect(html).toContain('data-severity="contraindicated"');
    expect(html).toMatch(
      /<label for="safety-reason-g6pd_vitamin_c-vitamin_c"[^>]*>Your reason for going ahead/,
    );
    expect(html).toContain('aria-required="true"');
    expect(html).toContain('aria-invalid="false"');
  });

  it('names the warning in its error, tied to the box', () => {
    const html = block(true);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]*safety-reason-g6pd_vitamin_c-vitamin_c-error/);
    expect(html).toContain(
      'Give your reason for going ahead despite “G6PD deficiency and vitamin C — Vitamin C (ascorbic acid)”.',
    );
  });

  it('asks no reason where none is needed (a practitioner declining)', () => {
    expect(block(false, false)).not.toContain('<textarea');
  });
});

describe('a product line', () => {
  it('has its own batch box and shows the line’s note inside the line', () => {
    const html = render(
      <ProductLineNotes.Provider value={(index) => <p>note for line {index + 1}</p>}>
        <ProductLinesField
          question={lines}
          value={[{ product: 'vitamin_c', dose: 5000, batch: 'VC-7' }]}
          error={undefined}
          brand="ivclinic"
          onChange={() => {}}
        />
      </ProductLineNotes.Provider>,
    );
    expect(html).toMatch(/<label for="q-product_lines-batch"[^>]*>Batch or lot number<\/label>/);
    expect(html).toContain('value="VC-7"');
    expect(html).toMatch(/<fieldset[^>]*data-row="0"[\s\S]*note for line 1[\s\S]*<\/fieldset>/);
  });
});
