import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from '../../i18n/runtime/use-translation';
import { i18next as i18n } from '../../i18n/i18n';
import { describe, expect, it } from 'vitest';
import en from '../../../shared/forms/locales/en.json';
import type {
  NumberQuestion,
  ProductLinesQuestion,
  TimeQuestion,
} from '../../../shared/forms/model';
import { NumberField } from './number-field';
import { ProductLinesField } from './product-lines-field';
import { TimeField } from './time-field';

/**
 * The staff fields as markup (server rendering, no browser): labels tied to controls, errors
 * tied by aria-describedby, and messages with their values filled in.
 */
// The app's own instance: `messageKey` asks it whether a key is in the forms namespace.
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { forms: en, translation: { questionnaire: { choose: 'Choose…' } } } },
  interpolation: { escapeValue: false },
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const noop = () => {};

const systolic: NumberQuestion = {
  id: 'bp_systolic_before',
  type: 'number',
  min: 60,
  max: 260,
  unit: 'mmHg',
  integer: true,
  required: true,
};
const lines: ProductLinesQuestion = {
  id: 'product_lines',
  type: 'product_lines',
  required: true,
  maxLines: 10,
  products: {
    id: 'ivclinic',
    items: [
      { id: 'vitamin_b12', unit: 'mcg', route: 'im_injection', defaultDose: 1000, maxDose: 5000 },
      { id: 'zinc', unit: 'mg', route: 'iv_infusion', defaultDose: 5, maxDose: 10 },
    ],
  },
};

describe('staff fields', () => {
  it('a number names its range and unit in its error, tied to the input', () => {
    const html = render(
      <NumberField
        question={systolic}
        value={1200}
        error="validation.outOfRangeBetween"
        brand="ivclinic"
        onChange={noop}
      />,
    );
    expect(html).toContain('Enter a value between 60 and 260 mmHg.');
    expect(html).toContain('aria-describedby="q-bp_systolic_before-error"');
    expect(html).toContain('<label for="q-bp_systolic_before"');
  });

  it('a time is a 24-hour time input with its label', () => {
    const q: TimeQuestion = { id: 'setup_time', type: 'time', required: true };
    const html = render(
      <TimeField question={q} value="09:05" error={undefined} brand="ivclinic" onChange={noop} />,
    );
    expect(html).toMatch(/<label for="q-setup_time"[^>]*>Set-up time/);
    expect(html).toContain('type="time"');
    expect(html).toContain('value="09:05"');
  });

  it('product lines show names, unit, route and maximum, and each line’s own error', () => {
    const value = [
      { product: 'vitamin_b12', dose: 9000 },
      { product: 'zinc', dose: 5 },
    ];
    const html = render(
      <ProductLinesField
        question={lines}
        value={value}
        error="validation.doseOutOfRange"
        brand="ivclinic"
        onChange={noop}
      />,
    );
    expect(html).toContain('Vitamin B12 (hydroxocobalamin)');
    expect(html).toContain('Dose (mcg)');
    expect(html).toContain('intramuscular injection, at most 5000 mcg');
    expect(html).toContain('Enter a dose above 0 and no more than 5000 mcg.');
    expect(html).toContain(
      'aria-describedby="q-product_lines-dose-hint q-product_lines-dose-error"',
    );
    // The second line is fine: no error under it.
    expect(html).not.toContain('q-product_lines-1-dose-error');
    expect(html).toContain('Remove product 2');
    expect(html).toContain('Add a product');
  });

  it('a missing answer is reported on the whole question', () => {
    const html = render(
      <ProductLinesField
        question={lines}
        value={undefined}
        error="validation.required"
        brand="ivclinic"
        onChange={noop}
      />,
    );
    expect(html).toContain('aria-describedby="q-product_lines-error"');
    expect(html).toContain('This field is required.');
    expect(html).not.toContain('Remove product');
  });
});
