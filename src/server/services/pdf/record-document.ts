import { toLanguage } from '../../../shared/languages';
import type { Block, PdfDocumentModel } from './document-model';
import { formsTranslator } from './forms-texts';
import { appendixBlocks } from './record-agreed-documents';
import { auditBlocks } from './record-audit';
import { formatDay, formatTime, isolate, pdfClockOf } from './record-format';
import { changesBlocks } from './record-changes';
import { partBlocks } from './record-parts';
import type { RecordForPdf } from './record-types';
import { brandName, pdfTexts } from './texts';

/**
 * The document model of a signed record, in the language the client used: who and which
 * visit, the screening flags, every part (questionnaires, re-consents, the practitioner's and
 * the nurse's sections) with its signatures and addenda, then the audit page.
 */
export function buildRecordDocument(record: RecordForPdf): PdfDocumentModel {
  const language = toLanguage(record.language);
  const texts = pdfTexts(language);
  const t = formsTranslator(language, record.store.brand);
  const zone = pdfClockOf(record);
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
    audit: auditBlocks(record, texts),
  };
}
