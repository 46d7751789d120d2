import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import { renderPdf, renderRecordPdf } from '.';
import type { PdfDocumentModel } from './document-model';
import { MARGIN_X, STYLES } from './layout/page-frame';
import { VALUE_OFFSET, VALUE_WIDTH } from './layout/block-kit';
import { TextSetter } from './layout/text-setter';
import { pdfPages, rasterize, type GrayImage } from './test-poppler';
import { fullRecord } from './test-record';
import type { SetLine } from './text/line-break';

/**
 * Values inside a record of the other direction: every answer, name, number and code is laid
 * out as a first-strong isolate in a line of the record's direction, so it reads in its own
 * order (a phone number in an Arabic record, Arabic free text in an English one).
 */

const PHONE = '07400 555666';
const LATIN_NOTE = 'Client said 09:15, not 09:16.';
const ARABIC_NOTE = 'حساسية من البنسلين.';
/** "12 hospitals": a number first, then one joined Arabic word much wider than the number. */
const ARABIC_COUNT = '12 مستشفى';

/** Poppler marks right-to-left stretches with bidi controls: compare the characters. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
const extractedLines = (pdf: Uint8Array) =>
  pdfPages(pdf)
    .join('\n')
    .split('\n')
    .map((l) => plain(l).trim());
/** Text of the line's runs, left to right on the page (Arabic runs are mapped backwards). */
const visual = (line: SetLine) =>
  [...line.runs]
    .sort((a, b) => a.x - b.x)
    .map((run) => run.texts.join(''))
    .join('');
const backwards = (text: string) => [...text].reverse().join('');

function oneField(language: Language, values: string[]): PdfDocumentModel {
  return {
    language,
    title: language === 'ar' ? 'السجل' : 'Record',
    header: 'London',
    pageLabel: '{{n}} / {{m}}',
    createdAt: new Date('2025-03-14T10:00:00Z'),
    body: [{ type: 'field', label: language === 'ar' ? 'رقم' : 'Number', lines: values }],
    audit: [],
  };
}

describe('values laid out in their own direction (line setter)', () => {
  it('keeps a phone number and a Latin sentence in order in an Arabic record', () => {
    const setter = new TextSetter('ar');
    expect(visual(setter.values(PHONE, STYLES.value, 300)[0]!)).toBe(PHONE);
    expect(visual(setter.values(LATIN_NOTE, STYLES.value, 300)[0]!)).toBe(LATIN_NOTE);
    // The record's own text is not isolated: a bare number in Arabic text still follows UAX #9.
    expect(visual(setter.lines(PHONE, STYLES.value, 300)[0]!)).toBe('555666 07400');
  });

  it('reads Arabic right to left in an English record, its full stop at the left end', () => {
    const setter = new TextSetter('en');
    const [line] = setter.values(ARABIC_NOTE, STYLES.value, 300);
    expect(visual(line!)).toBe(`.${backwards('حساسية من البنسلين')}`);
    const [count] = setter.values(ARABIC_COUNT, STYLES.value, 300);
    expect(visual(count!)).toBe(`${backwards('مستشفى')} 12`);
  });

  it('keeps each wrapped line of a long Latin answer in order in an Arabic record', () => {
    const text = 'Penicillin gave a rash in 2019 and amoxicillin made the client sick twice.';
    const lines = new TextSetter('ar').values(text, STYLES.value, 120);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(visual(line)).toBe(line.text);
    expect(lines.map((l) => l.text).join(' ')).toBe(text);
  });
});

describe('values in their own direction (text extracted from the PDF)', () => {
  it('Arabic record: the phone number, a Latin sentence and an email read in order', async () => {
    const pdf = await renderPdf(oneField('ar', [PHONE, LATIN_NOTE, 'ana@example.com']));
    const lines = extractedLines(pdf);
    expect(lines).toContain(PHONE);
    expect(lines).toContain(LATIN_NOTE);
    expect(lines).toContain('ana@example.com');
  });

  it('English record: Arabic free text reads right to left (full stop at its left end)', async () => {
    const lines = extractedLines(await renderPdf(oneField('en', [ARABIC_NOTE])));
    // pdftotext gives a line's runs in visual order, each in logical order.
    expect(lines).toContain(`.${ARABIC_NOTE.slice(0, -1)}`);
  });

  it('a whole Arabic record: the emergency number and an English addendum', async () => {
    const record = fullRecord('ar');
    const questionnaire = record.parts[0]!;
    questionnaire.answers = { ...questionnaire.answers, emergency_contact_phone: PHONE };
    questionnaire.addenda = [{ ...questionnaire.addenda[0]!, text: LATIN_NOTE }];
    const lines = extractedLines(await renderRecordPdf(record));
    expect(lines).toContain(PHONE);
    expect(lines).toContain(LATIN_NOTE);
    expect(lines.join('\n')).not.toContain('555666 07400');
  });
});

const DPI = 144;
const px = (points: number) => Math.round((points * DPI) / 72);

/**
 * The ink of the value column of the first field, as columns: where the value's ink starts and
 * ends, and where its widest blank stretch (the space between its two words) lies, in points.
 */
function valueInk(image: GrayImage, left: number, width: number) {
  const columns: boolean[] = [];
  // Below the title, down to the middle of the page: the field's row only.
  for (let x = px(left); x < px(left + width); x++) {
    let dark = false;
    for (let y = px(95); y < px(420) && !dark; y++) dark = image.pixels[y * image.width + x]! < 160;
    columns.push(dark);
  }
  const first = columns.indexOf(true);
  const last = columns.lastIndexOf(true);
  let gapStart = first;
  let gapLength = 0;
  for (let x = first; x <= last;) {
    if (columns[x]) {
      x++;
      continue;
    }
    let end = x;
    while (!columns[end]) end++;
    if (end - x > gapLength) [gapStart, gapLength] = [x, end - x];
    x = end;
  }
  const pt = (pixels: number) => (pixels * 72) / DPI;
  return { before: pt(gapStart - first), after: pt(last + 1 - (gapStart + gapLength)) };
}

/** A word's advance in points, as the PDF sets it. */
const advance = (language: Language, word: string) =>
  new TextSetter(language).values(word, STYLES.value, 500)[0]!.width;

describe('values in their own direction (the rasterised page)', () => {
  it('Arabic record: the phone number is drawn "07400" first, at the left', async () => {
    const image = rasterize(await renderPdf(oneField('ar', [PHONE])), 1, DPI);
    // Mirrored: the value column is at the left of the page.
    const ink = valueInk(image, MARGIN_X, VALUE_WIDTH);
    const [short, long] = [advance('ar', '07400'), advance('ar', '555666')];
    expect(long - short).toBeGreaterThan(4);
    // The ink of "07400" is a little narrower than its advance (side bearings), never wider.
    expect(ink.before).toBeLessThanOrEqual(short + 1);
    expect(ink.before).toBeGreaterThan(short - 3);
    expect(ink.after).toBeGreaterThan(long - 3);
  });

  it('English record: Arabic free text is drawn right to left, the number at the right', async () => {
    const image = rasterize(await renderPdf(oneField('en', [ARABIC_COUNT])), 1, DPI);
    const ink = valueInk(image, MARGIN_X + VALUE_OFFSET, VALUE_WIDTH);
    const [word, number] = [advance('en', 'مستشفى'), advance('en', '12')];
    expect(word - number).toBeGreaterThan(8);
    expect(ink.before).toBeGreaterThan(word - 3);
    expect(ink.after).toBeLessThanOrEqual(number + 1);
  });
});
