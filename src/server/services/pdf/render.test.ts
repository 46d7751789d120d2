import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { renderRecordPdf } from '.';
import { pageSizes, pdfPages } from './test-poppler';
import { CLIENT_TEXT, fullRecord } from './test-record';
import { PDF_TEXTS } from './texts';

const rendered = new Map<Language, Promise<Uint8Array>>();
const pdfOf = (language: Language) => {
  if (!rendered.has(language)) rendered.set(language, renderRecordPdf(fullRecord(language)));
  return rendered.get(language)!;
};
/** Poppler marks right-to-left stretches with bidi controls and may wrap lines: compare words. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
/** Poppler spaces numbers inside Arabic unevenly ("الصفحة  1من  7"): compare without spaces. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the PDF of a full signed record', () => {
  it.each(LANGUAGES)('%s: the name and the answers can be extracted as text', async (language) => {
    const pages = pdfPages(await pdfOf(language)).map(plain);
    const all = pages.join('\n');
    const who = CLIENT_TEXT[language];
    expect(all).toContain(who.first);
    expect(all).toContain(who.last);
    // The free-text answer, on one line, in logical order (Arabic too).
    expect(all.split('\n').map((l) => l.trim())).toContain(who.allergy);
    expect(all).toContain(PDF_TEXTS[language].screeningFlags);
    expect(all).toContain(PDF_TEXTS[language].staffOnly);
  });

  it.each(LANGUAGES)('%s: every page is A4 and says "page N of M"', async (language) => {
    const pdf = await pdfOf(language);
    const sizes = pageSizes(pdf);
    const pages = pdfPages(pdf).map(plain);
    expect(sizes.length).toBeGreaterThan(3);
    expect(new Set(sizes)).toEqual(new Set(['595.28 x 841.89']));
    expect(pages).toHaveLength(sizes.length);
    pages.forEach((text, i) => {
      const label = PDF_TEXTS[language].pageOf
        .replace('{{n}}', String(i + 1))
        .replace('{{m}}', String(pages.length));
      expect(squash(text)).toContain(squash(label));
    });
  });

  it.each(LANGUAGES)('%s: the audit page is last and carries the SHA-256', async (language) => {
    const record = fullRecord(language);
    const pages = pdfPages(await pdfOf(language)).map(plain);
    const audit = pages.at(-1)!;
    expect(audit).toContain(PDF_TEXTS[language].auditTrail);
    expect(audit).toContain(record.contentSha256);
    expect(audit).toContain(record.recordId);
    expect(audit).toContain(record.audit.signerIp!);
    expect(audit).toContain(record.audit.consentTextVersion);
    expect(audit).toContain('Nora Nurse');
    expect(audit).toContain(PDF_TEXTS[language].methods.in_person);
  });

  it('is the same bytes for the same record', async () => {
    const again = await renderRecordPdf(fullRecord('en'));
    expect(Buffer.from(again).equals(Buffer.from(await pdfOf('en')))).toBe(true);
  });

  it('stays small: fonts are subset (under 400 KB with CJK and Arabic)', async () => {
    for (const language of ['zh', 'ja', 'ar'] as const) {
      expect((await pdfOf(language)).length).toBeLessThan(400 * 1024);
    }
  });
});
