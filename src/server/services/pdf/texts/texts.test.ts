import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages';
import { PDF_TEXTS, fillText } from '.';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
const english = flatten(PDF_TEXTS.en as unknown as Tree);

describe('PDF texts', () => {
  it.each(LANGUAGES)('%s has every key, none empty, with the same placeholders', (language) => {
    const texts = flatten(PDF_TEXTS[language] as unknown as Tree);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it('is translated, not English everywhere', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(PDF_TEXTS[language].title).not.toBe(PDF_TEXTS.en.title);
      expect(PDF_TEXTS[language].auditTrail).not.toBe(PDF_TEXTS.en.auditTrail);
    }
  });

  it('fills placeholders, each value isolated in its own direction, and leaves unknown ones', () => {
    expect(fillText(PDF_TEXTS.en.pageOf, { n: '2', m: '7' })).toBe(
      'Page \u20682\u2069 of \u20687\u2069',
    );
    expect(fillText('{{a}} {{b}}', { a: 'x' })).toBe('\u2068x\u2069 {{b}}');
  });
});
