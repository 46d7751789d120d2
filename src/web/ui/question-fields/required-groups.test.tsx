import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../shared/forms/locales/en.json';
import type { MultiChoiceQuestion, YesNoQuestion } from '../../../shared/forms/model';
import { i18next as i18n } from '../../i18n/i18n';
import { I18nextProvider, initReactI18next } from '../../i18n/runtime/use-translation';
import { MultiChoiceField } from './multi-choice-field';
import { YesNoField } from './yes-no-field';

/** The visible star is hidden from screen readers, so a required radio group must say so itself. */
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { forms: en, translation: {} } },
  interpolation: { escapeValue: false },
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const noop = () => {};
const rest = {
  error: undefined,
  detailError: undefined,
  computed: undefined,
  brand: 'ivclinic',
  signerName: '',
  onChange: noop,
  onSignature: noop,
};
const fieldset = (html: string) => /<fieldset[^>]*>/.exec(html)?.[0] ?? '';

describe('required choice groups', () => {
  it('a required yes/no is a radiogroup marked aria-required', () => {
    const q: YesNoQuestion = { id: 'share_with_gp', type: 'yes_no', required: true };
    const html = render(<YesNoField question={q} value={undefined} {...rest} />);
    expect(fieldset(html)).toContain('role="radiogroup"');
    expect(fieldset(html)).toContain('aria-required="true"');
  });

  it('an optional yes/no is a radiogroup without aria-required', () => {
    const q: YesNoQuestion = { id: 'share_with_gp', type: 'yes_no' };
    const html = render(<YesNoField question={q} value={undefined} {...rest} />);
    expect(fieldset(html)).toContain('role="radiogroup"');
    expect(fieldset(html)).not.toContain('aria-required');
  });

  it('check boxes stay a plain group (ARIA has no required for them)', () => {
    const q: MultiChoiceQuestion = {
      id: 'observation',
      type: 'multi_choice',
      required: true,
      options: { id: 'yes_no', values: ['yes', 'no'] },
    };
    const html = render(<MultiChoiceField question={q} value={[]} {...rest} />);
    expect(fieldset(html)).not.toContain('role=');
    expect(fieldset(html)).not.toContain('aria-required');
  });
});
