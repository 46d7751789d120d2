import type { Language } from '../../../shared/languages';

/**
 * What the renderer draws: translated text and images in reading order, nothing about forms.
 * `record-document.ts` builds it from a signed record; `renderPdf` turns it into bytes.
 */
export interface PdfDocumentModel {
  /** Chooses the direction (Arabic: right to left, mirrored pages) and the CJK face (ja: JP). */
  language: Language;
  /** Document title: the PDF's Title and the first heading. */
  title: string;
  /** Top of every page: the clinic's store and brand. */
  header: string;
  /** Bottom of every page, centred; `{{n}}` and `{{m}}` become the page and the page count. */
  pageLabel: string;
  /** Bottom of every page at the start side, e.g. the record id. */
  footerNote?: string;
  /** PDF dates: the record's signing time, so the same record always gives the same bytes. */
  createdAt: Date;
  body: Block[];
  /** Laid out after the body, starting on a page of its own. */
  audit: Block[];
}

export type Block =
  /** A part (1) or section (2) title; `note` is a tag beside it ("Medical staff use only"). */
  | { type: 'heading'; level: 1 | 2; text: string; note?: string }
  /** A question and its answer lines (empty: a dash). */
  | { type: 'field'; label: string; lines: string[] }
  /** Running text, e.g. the consent paragraphs the client read. */
  | { type: 'text'; text: string; muted?: boolean }
  /** A boxed warning list: the screening flags. */
  | { type: 'flags'; title: string; items: string[] }
  /** A signature image (PNG) with its label and a caption (who, when). */
  | { type: 'signature'; label: string; png: Uint8Array; caption: string }
  /** A boxed correction of the record above it. */
  | { type: 'addendum'; title: string; meta: string; text: string }
  /** Label and value rows, as on the audit page. */
  | { type: 'facts'; rows: { label: string; value: string }[] };
