import { legalBlocks } from '../../../shared/legal-text';
import type { Block } from './document-model';
import { isolate } from './record-format';
import type { AgreedDocument, AgreedDocumentText, RecordPart } from './record-types';
import { fillText, type PdfTexts } from './texts';

const version = (document: AgreedDocument, texts: PdfTexts): string =>
  fillText(texts.documentVersion, { version: isolate(String(document.version)) });

const versionLine = (document: AgreedDocument, texts: PdfTexts): string =>
  `${version(document, texts)} · SHA-256 ${isolate(document.sha256)}`;

/**
 * Under a questionnaire: which terms and privacy policy it agreed to, each with its version
 * and, on a row of its own, its SHA-256 (64 characters fit the full width unbroken).
 */
export function agreedDocumentBlocks(part: RecordPart, texts: PdfTexts): Block[] {
  const documents = part.documents ?? [];
  if (documents.length === 0) return [];
  return [
    { type: 'heading', level: 2, text: texts.agreedDocuments },
    {
      type: 'facts',
      rows: documents.flatMap((d) => [
        { label: d.title, value: version(d, texts) },
        { label: 'SHA-256', value: isolate(d.sha256) },
      ]),
    },
  ];
}

/**
 * The texts the client agreed to, after their questionnaire in the client's copy: each
 * document's title, version and hash, then its headings, paragraphs and list items.
 */
export function appendixBlocks(
  documents: readonly AgreedDocumentText[] | undefined,
  texts: PdfTexts,
): Block[] {
  if (!documents || documents.length === 0) return [];
  const blocks: Block[] = [];
  documents.forEach((document, index) => {
    blocks.push({ type: 'heading', level: 1, text: document.title });
    if (index === 0) blocks.push({ type: 'text', text: texts.appendixIntro, muted: true });
    blocks.push({ type: 'text', text: versionLine(document, texts), muted: true });
    for (const block of legalBlocks(document.body)) {
      if (block.type === 'heading') blocks.push({ type: 'heading', level: 2, text: block.text });
      else if (block.type === 'paragraph') blocks.push({ type: 'text', text: block.text });
      else for (const item of block.items) blocks.push({ type: 'text', text: `• ${item}` });
    }
  });
  return blocks;
}
