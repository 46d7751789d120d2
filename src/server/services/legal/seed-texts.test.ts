import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';
import { LEGAL_DOCUMENT_KINDS } from '../../../shared/legal-documents';
import { legalBlocks } from '../../../shared/legal-text';
import { shapeParagraph } from '../pdf/text/shape';
import { seedLegalRows } from './seed-legal-documents';
import { SEED_TEXTS } from './seed-texts';
import { legalDocumentSha256 } from './legal-hash';

const rows = seedLegalRows(new Date('2030-01-01T00:00:00Z'));
const headings = (body: string) => legalBlocks(body).filter((b) => b.type === 'heading').length;

describe('the seeded terms of service and privacy policies', () => {
  it('exist for every brand, kind and language, named after the brand, hashed as shown', () => {
    expect(rows).toHaveLength(3 * 2 * LANGUAGES.length);
    for (const row of rows) {
      const name = { ivclinic: 'IV Clinic', elite: 'Elite', dripdash: 'DripDash' }[row.brand]!;
      expect(row.title, `${row.brand} ${row.kind} ${row.language}`).toContain(name);
      expect(row.body).toContain(name);
      expect(row.sha256).toBe(legalDocumentSha256(row.title, row.body));
      expect(row.body).not.toMatch(/\n{3,}|^\s|\s$/);
    }
  });

  it.each(LANGUAGES)('%s: says as much as the English, section for section', (language) => {
    for (const kind of LEGAL_DOCUMENT_KINDS) {
      const english = SEED_TEXTS.en[kind]('X');
      const translated = SEED_TEXTS[language][kind]('X');
      expect(headings(translated.body), kind).toBe(headings(english.body));
      const items = (body: string) =>
        legalBlocks(body).reduce((n, b) => n + (b.type === 'list' ? b.items.length : 0), 0);
      expect(items(translated.body), kind).toBe(items(english.body));
      // The facts the spec and the law name are in every language.
      expect(translated.body).toMatch(kind === 'terms' ? /30/ : /ico\.org\.uk/);
      expect(translated.body).toMatch(kind === 'terms' ? /2[.,]5/ : /0303 123 1113/);
    }
  });

  it.each(LANGUAGES)('%s: every character has a glyph in the PDF fonts', (language) => {
    const text = [
      ...new Set(
        rows
          .filter((r) => r.language === language)
          .map((r) => `${r.title}${r.body}`)
          .join(''),
      ),
    ]
      .filter((c) => c !== '\n')
      .join('');
    const direction = language === 'ar' ? 'rtl' : 'ltr';
    for (const weight of ['regular', 'bold'] as const) {
      const shaped = shapeParagraph(text, direction, weight, language === 'ja' ? 'jp' : 'sc');
      const missing = shaped.items.flatMap((item) =>
        item.glyphs.filter((g) => g.id === 0).map((g) => text[g.cluster]),
      );
      expect(missing, `${language} ${weight}`).toEqual([]);
    }
  });
});
