import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../shared/languages';
import { catalogCharacters } from '../forms-texts';
import { shapeParagraph } from '../text/shape';
import { PDF_TEXTS } from '../texts';
import { CLIENT_TEXT } from '../test-record';

/** Every string of a PDF texts object. */
const strings = (tree: object): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : strings(v as object)));

describe('font coverage', () => {
  it.each(LANGUAGES)(
    '%s: every character of the forms catalog and the PDF texts has a glyph',
    (language) => {
      const chars = new Set([
        ...catalogCharacters(language),
        ...strings(PDF_TEXTS[language]).join(''),
        ...Object.values(CLIENT_TEXT[language]).join(''),
      ]);
      const text = [...chars].filter((c) => c !== '\n').join('');
      const direction = language === 'ar' ? 'rtl' : 'ltr';
      for (const weight of ['regular', 'bold'] as const) {
        const shaped = shapeParagraph(text, direction, weight, language === 'ja' ? 'jp' : 'sc');
        const missing = shaped.items.flatMap((item) =>
          item.glyphs.filter((g) => g.id === 0).map((g) => text[g.cluster]),
        );
        expect(missing, `${language} ${weight}`).toEqual([]);
      }
    },
  );
});
