import { legalBlocks } from '../../../shared/legal-documents';
import type { Block } from './document-model';
import { isolate } from './record-format';
import type { AgreedDocument, AgreedDocumentText, RecordPart } from './record-types';
import { fillText, type PdfTexts } from './texts';

function versionLine(document: AgreedDocument, texts: PdfTexts): string {
  return fillText(texts.documentVersion, {
    version: isolate(String(document.version)),
    sha256: isolate(document.sha256),
  });
}

/** Under a questionnaire: which terms and privacy policy it agreed to, version and hash. */
export function agreedDocumentBlocks(part: RecordPart, texts: PdfTexts): Block[] {
  const documents = part.documents ?? [];
  if (documents.length === 0) return [];
  return [
    { type: 'heading', level: 2, text: texts.agreedDocuments },
    ...documents.map((d): Block => ({
      type: 'field',
      label: d.title,
      lines: [versionLine(d, texts)],
    })),
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
