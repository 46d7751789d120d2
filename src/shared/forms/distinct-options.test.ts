import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { distinctOptions } from './distinct-options';
import type { OptionList } from './model';
import { TITLES } from './options/personal';
import { getTemplate, templateIds } from './registry';

type Catalog = { options: Record<string, Record<string, string>> };
const catalog = (language: string) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Catalog;

/** Every single-choice list the templates ask, by id. */
const singleChoiceLists = new Map<string, OptionList>();
for (const id of templateIds) {
  for (const section of getTemplate(id)!.sections) {
    for (const q of section.questions) {
      if (q.type === 'single_choice') singleChoiceLists.set(q.options.id, q.options);
    }
  }
}

describe('choices as each language shows them', () => {
  it.each(LANGUAGES)('%s never shows two options with the same label', (language) => {
    const texts = catalog(language).options;
    expect(singleChoiceLists.has('title')).toBe(true);
    for (const [id, list] of singleChoiceLists) {
      const labelOf = (v: string) => texts[id]?.[v] ?? v;
      for (const chosen of [undefined, ...list.values]) {
        const shown = distinctOptions(list.values, labelOf, chosen);
        const labels = shown.map((o) => o.label.trim().toLocaleLowerCase());
        expect(new Set(labels).size, `${id} in ${language}`).toBe(labels.length);
        // Whatever is stored stays chosen, under its own word.
        if (chosen !== undefined) {
          expect(shown.find((o) => o.value === chosen)?.label).toBe(labelOf(chosen));
        }
      }
    }
  });

  it('offers the current German forms of address, one "Frau" for Mrs, Ms and Miss', () => {
    const texts = catalog('de').options.title!;
    const shown = distinctOptions(TITLES.values, (v) => texts[v]!);
    expect(shown).toEqual([
      { value: 'mr', label: 'Herr' },
      { value: 'mrs', label: 'Frau' },
      { value: 'dr', label: 'Dr.' },
    ]);
    expect(Object.values(texts)).not.toContain('Fräulein');
    // A form answered "ms" earlier: the one "Frau" carries that value, so saving keeps it.
    expect(distinctOptions(TITLES.values, (v) => texts[v]!, 'ms')[1]).toEqual({
      value: 'ms',
      label: 'Frau',
    });
  });

  it('keeps every title where the language has a word for each (English, Chinese)', () => {
    for (const language of ['en', 'zh']) {
      const texts = catalog(language).options.title!;
      expect(distinctOptions(TITLES.values, (v) => texts[v]!)).toHaveLength(5);
    }
  });
});
