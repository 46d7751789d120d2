import { toLanguage, type Language } from '../../../shared/languages';
import type { Block, PdfDocumentModel } from './document-model';
import { formsTranslator } from './forms-texts';
import { appendixBlocks } from './record-agreed-documents';
import { auditBlocks } from './record-audit';
import { formatDay, formatTime, isolate, pdfClockOf } from './record-format';
import { changesBlocks } from './record-changes';
import { partBlocks } from './record-parts';
import type { RecordForPdf } from './record-types';
import { brandName, fillText, pdfTexts, type PdfTexts } from './texts';

/**
 * The language the client signed in, and in a copy in another language (the clinic's copy,
 * decision 031) a note that the questions are translated and free text is as written.
 */
function signedLanguageBlocks(signed: Language, reader: Language, texts: PdfTexts): Block[] {
  const blocks: Block[] = [
    { type: 'field', label: texts.signedLanguage, lines: [texts.languages[signed]] },
  ];
  if (signed !== reader) {
    const names = { language: texts.languages[signed], reader: texts.languages[reader] };
    blocks.push({ type: 'text', text: fillText(texts.translatedCopy, names) });
  }
  return blocks;
}

/**
 * The document model of a signed record in the reader's language (by default the one the
 * client signed in): who and which visit, the screening flags, every part (questionnaires,
 * re-consents, the practitioner's and the nurse's sections) with its signatures and addenda,
 * then the audit page. Questions, options and the record's own texts are in the reader's
 * language; what someone typed is printed as written.
 */
export function buildRecordDocument(
  record: RecordForPdf,
  readerLanguage: string = record.language,
): PdfDocumentModel {
  const language = toLanguage(readerLanguage);
  const texts = pdfTexts(language);
  const t = formsTranslator(language, record.store.brand);
  const zone = pdfClockOf(record, language);
  const flagIds = [...new Set(record.parts.flatMap((p) => p.flags.map((f) => f.id)))];
  const summary: Block[] = [
    { type: 'field', label: texts.client, lines: [record.client.name] },
    {
      type: 'field',
      label: texts.dateOfBirth,
      lines: record.client.dateOfBirth ? [formatDay(record.client.dateOfBirth, zone)] : [],
    },
    {
      type: 'field',
      label: texts.age,
      lines: record.client.age != null ? [isolate(String(record.client.age))] : [],
    },
    {
      type: 'field',
      label: texts.appointment,
      lines: [
        `${isolate(record.appointment.number)} · ${formatTime(record.appointment.startsAt, zone)}`,
      ],
    },
    { type: 'field', label: texts.recordId, lines: [isolate(record.recordId)] },
    ...signedLanguageBlocks(toLanguage(record.language), language, texts),
    {
      type: 'flags',
      title: texts.screeningFlags,
      items: flagIds.length > 0 ? flagIds.map((id) => t(`flags.${id}`)) : [texts.noFlags],
    },
  ];
  const ctx = { t, texts, clock: zone };
  const submitted = record.parts.map((p) => p.submittedAt).sort();
  return {
    language,
    title: texts.title,
    header: `${isolate(record.store.name)} · ${isolate(brandName(record.store.brand))}`,
    pageLabel: texts.pageOf,
    footerNote: `${texts.recordId}: ${isolate(record.recordId)}`,
    createdAt: new Date(submitted.at(-1) ?? record.audit.submitted.at),
    body: [
      ...summary,
      ...changesBlocks(record, ctx),
      ...record.parts.flatMap((part) => partBlocks(part, ctx)),
      ...appendixBlocks(record.appendix, texts),
    ],
    audit: auditBlocks(record, texts, zone),
  };
}
