import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import forms from '../../shared/forms/locales/ar.json';
import { getTemplate } from '../../shared/forms/registry';
import { validAnswers } from '../../shared/forms/test-support';
import { AnswerList } from '../features/clinical/answer-list';
import { i18next as i18n } from '../i18n/i18n';
import { I18nextProvider, initReactI18next } from '../i18n/runtime/use-translation';
import { MixedText, partsText, ValueText, valueSentence } from './value-text';

await i18n.use(initReactI18next).init({
  lng: 'ar',
  resources: { ar: { forms, translation: {} } },
  interpolation: { escapeValue: false },
});

const render = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('values shown in their own direction', () => {
  it('isolates each value, not the page’s own words', () => {
    expect(render(<ValueText>07400 555666</ValueText>)).toBe('<bdi>07400 555666</bdi>');
    expect(render(<MixedText parts={[{ value: '72.5' }, 'كغ']} />)).toBe('<bdi>72.5</bdi> كغ');
    expect(partsText([{ value: '72.5' }, 'كغ'])).toBe('72.5 كغ');
    const sentence = valueSentence((v) => `Filling in for ${v.name}, appointment ${v.number}.`, {
      name: 'محمد العلي',
      number: 'AP-7KQ2M9XR',
    });
    expect(render(sentence)).toBe(
      'Filling in for <bdi>محمد العلي</bdi>, appointment <bdi>AP-7KQ2M9XR</bdi>.',
    );
  });

  it('the staff review shows an Arabic client’s phone number and Latin text isolated', () => {
    const template = getTemplate('mfUk')!;
    const answers = validAnswers(template, {
      emergency_contact_phone: '07400 555666',
      allergies: { answer: 'yes', detail: 'Penicillin, not amoxicillin.' },
    });
    const html = render(<AnswerList submissionId="s1" template={template} answers={answers} />);
    expect(html).toContain('<bdi>07400 555666</bdi>');
    expect(html).toContain('<bdi>Penicillin, not amoxicillin.</bdi>');
    // The translated "yes" is the page's own word, not a value.
    expect(html).toContain(`>${forms.common.yes}</span>`);
  });
});

/** Every source file of the web app, with its text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    if (!/\.tsx$/.test(name) || /\.test\.tsx$/.test(name)) return [];
    return [{ file, text: readFileSync(file, 'utf8') }];
  });
}

describe('one rule for showing values', () => {
  const web = path.resolve(import.meta.dirname, '..');
  const all = sources(web);

  it('the screens that show answers, names, numbers and codes use ValueText, MixedText or valueSentence', () => {
    const screens = [
      'features/clinical/answer-list.tsx',
      'features/clinical/key-facts.tsx',
      'features/clinical/what-changed-panel.tsx',
      'features/clinical/record-header.tsx',
      'features/clinical/addenda.tsx',
      'features/clinical/signature-list.tsx',
      'features/search/client-table.tsx',
      'features/day-view/visit-table.tsx',
      'ui/client-summary.tsx',
      'features/clinical/submission-view.tsx',
      'features/clinical/clearance-decision.tsx',
      'features/clinical/attachment-list.tsx',
      'features/search/verification-dialog.tsx',
      'features/questionnaire/questionnaire.tsx',
      'features/questionnaire/reconsent-page.tsx',
      'features/questionnaire/outcome-pages.tsx',
    ];
    for (const screen of screens) {
      const text = readFileSync(path.join(web, screen), 'utf8');
      expect(text, screen).toMatch(/from '(\.\.\/)*(ui\/|\.\/)value-text'/);
      expect(text, screen).toMatch(/<(ValueText|MixedText)\b|valueSentence\(/);
    }
  });

  it('no screen isolates a value its own way (dir="auto" on text, a bare <bdi>)', () => {
    for (const { file, text } of all) {
      if (file.endsWith('value-text.tsx')) continue;
      // dir="auto" belongs on inputs, where it sets the direction of what is being typed.
      for (const match of text.matchAll(/<(\w+)[^<>]*\bdir="auto"/g)) {
        expect(['input', 'textarea'], `${file}: <${match[1]} dir="auto">`).toContain(match[1]);
      }
      expect(text, file).not.toMatch(/<bdi\b/);
    }
  });
});
