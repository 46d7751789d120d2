/**
 * The PDF of a signed record: `buildRecordDocument` turns a record (plain data) into
 * a document model, `renderPdf` turns a model into A4 PDF bytes with real, shaped text in all
 * seven languages. No database access here.
 */
export type { Block, PdfDocumentModel } from './document-model';
export type { AuditFacts, RecordAddendum, RecordForPdf, RecordPart } from './record-types';
export { buildRecordDocument } from './record-document';
export { renderPdf } from './render';
export { preloadFonts } from './fonts/font-registry';
export { PDF_TEXTS, pdfTexts, type PdfTexts } from './texts';

import { buildRecordDocument } from './record-document';
import type { RecordForPdf } from './record-types';
import { renderPdf } from './render';

/** The PDF of a signed record, in the reader's language (by default the one signed in). */
export function renderRecordPdf(
  record: RecordForPdf,
  readerLanguage?: string,
): Promise<Uint8Array> {
  return renderPdf(buildRecordDocument(record, readerLanguage));
}
