import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/languages';
import type { NumberQuestion, ProductLinesQuestion } from '../../../shared/forms/model';
import { i18next as i18n } from '../../i18n/i18n';
import { I18nextProvider, initReactI18next } from '../../i18n/runtime/use-translation';
import { ErrorSummary } from './error-summary';
import { NumberField } from './number-field';

/** Both catalogs of every language, as the app loads them. */
const catalogs = await Promise.all(
  LANGUAGES.map(async (language) => {
    const [app, forms] = await Promise.all([
      import(`../../i18n/locales/${language}.json`),
      import(`../../../shared/forms/locales/${language}.json`),
    ]);
    return [language, { translation: app.default, forms: forms.default }] as const;
  }),
);
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: Object.fromEntries(catalogs),
  interpolation: { escapeValue: false },
});

const systolic: NumberQuestion = {
  id: 'bp_systolic_before',
  type: 'number',
  min: 60,
  max: 260,
  unit: 'mmHg',
  integer: true,
};
const products: ProductLinesQuestion = {
  id: 'product_lines',
  type: 'product_lines',
  maxLines: 10,
  products: {
    id: 'shop',
    items: [{ id: 'b12', unit: 'mcg', route: 'im_injection', defaultDose: 1000, maxDose: 5000 }],
  },
};

async function render(language: Language, node: React.ReactNode): Promise<string> {
  await i18n.changeLanguage(language);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the error summary says what the field says, values filled in', () => {
  it.each(LANGUAGES)('%s: a number’s range and a dose’s largest value', async (language) => {
    const forms = catalogs.find(([l]) => l === language)![1].forms;
    const answers = { bp_systolic_before: 1200, product_lines: [{ product: 'b12', dose: 9000 }] };
    const summary = await render(
      language,
      <ErrorSummary
        errors={{
          bp_systolic_before: 'validation.outOfRangeBetween',
          'product_lines.0.dose': 'validation.doseOutOfRange',
        }}
        questions={[systolic, products]}
        answers={answers}
        brand="ivclinic"
      />,
    );
    expect(summary).not.toMatch(/\{\{|\}\}/);
    expect(summary).toContain('60');
    expect(summary).toContain(`260 ${forms.units.mmHg}`);
    expect(summary).toContain(`5000`);
    expect(summary).toContain(forms.units.mcg);
    // The very text under the field.
    const field = await render(
      language,
      <NumberField
        question={systolic}
        value={1200}
        error="validation.outOfRangeBetween"
        brand="ivclinic"
        onChange={() => {}}
      />,
    );
    const message = i18n.t('forms:validation.outOfRangeBetween', {
      min: 60,
      max: `260 ${forms.units.mmHg}`,
    });
    expect(field).toContain(message);
    expect(summary).toContain(message);
  });
});
