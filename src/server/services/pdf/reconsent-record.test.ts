import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';
import { renderRecordPdf } from '.';
import { pdfPages } from './test-poppler';
import { fullRecord, withReconsent } from './test-record';
import { PDF_TEXTS } from './texts';

/** Poppler marks right-to-left stretches with bidi controls: compare without them. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

// A visit whose client signed the full questionnaire and then a re-consent with one answer
// changed: both are printed, each under its own heading, in the record's language.
describe('a re-consent in the signed record', () => {
  it.each(LANGUAGES)('%s: printed under the re-consent heading with its answers', async (lang) => {
    const pdf = await renderRecordPdf(withReconsent(fullRecord(lang)));
    const text = plain(pdfPages(pdf).join('\n'));
    const texts = PDF_TEXTS[lang];
    expect(text).toContain(texts.questionnaire);
    expect(text).toContain(texts.reconsent);
    // The re-consent comes after the questionnaire it renews, and its changed answer is there.
    expect(text.indexOf(texts.reconsent)).toBeGreaterThan(text.indexOf(texts.questionnaire));
    expect(text.split('\n').map((l) => l.trim())).toContain('Latex');
  });
});
