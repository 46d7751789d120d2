import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages';
import { renderRecordPdf } from '.';
import { formsTranslator } from './forms-texts';
import { buildRecordDocument } from './record-document';
import { pdfPages } from './test-poppler';
import { CLIENT_TEXT, fullRecord } from './test-record';
import { PDF_TEXTS, fillText } from './texts';

/**
 * The two copies of one signed record (decision 031): the clinic's in the store's language,
 * questions and options translated and free text as written, with a note of the language the
 * client signed in; the client's in theirs.
 */

/** Poppler marks right-to-left stretches with bidi controls: compare the characters. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
const textOf = async (pdf: Promise<Uint8Array>) => plain(pdfPages(await pdf).join('\n'));
/** pdftotext may break a sentence over lines: compare with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the clinic copy and the client copy of one record', () => {
  it('prints an Arabic-signed record in English for the clinic, free text as written', async () => {
    const record = fullRecord('ar');
    const en = formsTranslator('en', record.store.brand);
    const ar = formsTranslator('ar', record.store.brand);
    const clinic = await textOf(renderRecordPdf(record, 'en'));
    expect(clinic).toContain(PDF_TEXTS.en.title);
    expect(clinic).toContain(en('questions.allergies.label').slice(0, 30));
    expect(clinic).toContain(en('questions.occupation.label'));
    expect(clinic).not.toContain(ar('questions.occupation.label'));
    // The allergy the client typed in Arabic: right to left, its words as written.
    for (const word of CLIENT_TEXT.ar.allergy.split(' ')) expect(clinic).toContain(word);
    expect(flat(clinic)).toContain(`${PDF_TEXTS.en.signedLanguage} Arabic`);
    expect(flat(clinic)).toContain('Signed in Arabic. Questions, options and the texts');
    expect(flat(clinic)).toContain('given here in English; free text is as the client wrote it.');

    const client = await textOf(renderRecordPdf(record));
    expect(client).toContain(PDF_TEXTS.ar.title);
    expect(client).toContain(ar('questions.occupation.label'));
    expect(client).not.toContain(en('questions.occupation.label'));
    expect(client).not.toContain('Signed in Arabic');
    expect(client).toContain(PDF_TEXTS.ar.languages.ar);
  });

  it.each(LANGUAGES)('notes the signing language in %s, translated only when it differs', (l) => {
    const record = fullRecord('ar');
    const texts = PDF_TEXTS[l];
    const model = buildRecordDocument(record, l);
    expect(model.language).toBe(l);
    expect(model.body).toContainEqual({
      type: 'field',
      label: texts.signedLanguage,
      lines: [texts.languages.ar],
    });
    const note = fillText(texts.translatedCopy, {
      language: texts.languages.ar,
      reader: texts.languages[l],
    });
    const notes = model.body.filter((b) => b.type === 'text' && b.text === note);
    expect(notes).toHaveLength(l === 'ar' ? 0 : 1);
  });

  it('by default prints the language the client signed in, the same model as asked for it', () => {
    const record = fullRecord('ja');
    expect(buildRecordDocument(record)).toEqual(buildRecordDocument(record, 'ja'));
    expect(buildRecordDocument(record).language).toBe('ja');
  });
});

describe('signatures on the record', () => {
  it.each(['en', 'ar'] as const)('speak of the client, not to them (%s)', (l) => {
    const forms = formsTranslator(l, fullRecord('en').store.brand);
    const labels = buildRecordDocument(fullRecord('en'), l)
      .body.filter((b) => b.type === 'signature')
      .map((b) => b.label);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels).toContain(forms('questions.signature_1.record'));
    expect(labels).not.toContain(forms('questions.signature_1.label'));
  });
});
