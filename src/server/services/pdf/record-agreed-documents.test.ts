import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/languages';
import { renderRecordPdf } from '.';
import { pdfPages } from './test-poppler';
import { fullRecord } from './test-record';
import type { RecordForPdf } from './record-types';

const SHA = 'ab'.repeat(32);
const TITLES: Record<'en' | 'ar', [string, string]> = {
  en: ['IV Clinic terms of service', 'IV Clinic privacy policy'],
  ar: ['شروط الخدمة لدى IV Clinic', 'سياسة الخصوصية لدى IV Clinic'],
};

/** The client's copy of a questionnaire that agreed to version 3 of both documents. */
function withDocuments(language: 'en' | 'ar'): RecordForPdf {
  const record = fullRecord(language as Language);
  const [terms, privacy] = TITLES[language];
  const documents = [
    { title: terms, version: 3, sha256: SHA },
    { title: privacy, version: 3, sha256: 'cd'.repeat(32) },
  ];
  return {
    ...record,
    parts: record.parts.map((p, i) => (i === 0 ? { ...p, documents } : p)),
    appendix: documents.map((d, i) => ({
      ...d,
      body:
        i === 0
          ? '## Before your treatment\nAnswer truthfully.\n\n- You are 18 or over.\n- Arrive on time.'
          : '## Your rights\nAsk for a copy.',
    })),
  };
}

const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

describe('the agreed terms in the PDF', () => {
  it('prints each version and its SHA-256 whole, then the texts after the form', async () => {
    const text = plain(pdfPages(await renderRecordPdf(withDocuments('en'))).join('\n'));
    expect(text).toContain('Terms agreed');
    expect(text).toContain(`SHA-256 ${SHA}`);
    expect(text).toContain('Version 3');
    expect(text).toContain('Before your treatment');
    expect(text).toContain('• You are 18 or over.');
    expect(text).toContain('Ask for a copy.');
  });

  it('does so in Arabic, with the hash in one piece', async () => {
    const text = plain(pdfPages(await renderRecordPdf(withDocuments('ar'))).join('\n'));
    expect(text).toContain('الشروط التي تمت الموافقة عليها');
    expect(text).toContain(SHA);
  });
});
