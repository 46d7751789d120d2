import { PDFDocument, PDFName } from 'pdf-lib';
import type { PdfDocumentModel } from './document-model';
import { layoutDocument } from './layout/layout-document';
import {
  BODY_TOP,
  COLORS,
  CONTENT_WIDTH,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  STYLES,
  type TextStyle,
} from './layout/page-frame';
import type { PageItem } from './layout/flow';
import type { TextSetter } from './layout/text-setter';
import { PageContent } from './writer/content';
import { DocumentFonts } from './writer/font-embed';
import { embedPng } from './writer/png-image';
import { flateStream } from './writer/streams';

const fill = (template: string, n: number, m: number): string =>
  template.replaceAll('{{n}}', String(n)).replaceAll('{{m}}', String(m));

/** The header and footer of page `n` of `m`, placed like the body (mirrored in Arabic). */
function frame(model: PdfDocumentModel, setter: TextSetter, n: number, m: number): PageItem[] {
  const items: PageItem[] = [];
  const rtl = setter.direction === 'rtl';
  const place = (text: string, style: TextStyle, y: number, align: 'start' | 'center') => {
    for (const line of setter.lines(text, style, CONTENT_WIDTH).slice(0, 1)) {
      const x =
        align === 'center'
          ? (PAGE_WIDTH - line.width) / 2
          : rtl
            ? PAGE_WIDTH - MARGIN_X - line.width
            : MARGIN_X;
      items.push({ kind: 'text', line, x, y, style });
    }
  };
  place(model.header, { ...STYLES.small, size: 9 }, PAGE_HEIGHT - 40, 'start');
  items.push({
    kind: 'rule',
    x1: MARGIN_X,
    x2: PAGE_WIDTH - MARGIN_X,
    y: BODY_TOP + 12,
    color: COLORS.rule,
    width: 0.6,
  });
  place(fill(model.pageLabel, n, m), STYLES.small, 28, 'center');
  if (model.footerNote) place(model.footerNote, STYLES.small, 40, 'start');
  return items;
}

function draw(content: PageContent, item: PageItem, images: string[]): void {
  switch (item.kind) {
    case 'text':
      return content.text(item.line, item.x, item.y, item.style.size, item.style.color);
    case 'rect':
      if (item.fill) content.fillRect(item.x, item.y, item.w, item.h, item.fill);
      if (item.stroke) content.strokeRect(item.x, item.y, item.w, item.h, item.stroke, 0.6);
      return;
    case 'rule':
      return content.line(item.x1, item.y, item.x2, item.y, item.color, item.width);
    case 'image':
      return content.image(images[item.index]!, item.x, item.y, item.w, item.h);
  }
}

/**
 * The PDF of a document model: A4 pages, real text (shaped, subset fonts, ToUnicode), the
 * signatures as images, "page N of M" on every page.
 */
export async function renderPdf(model: PdfDocumentModel): Promise<Uint8Array> {
  const { pages, images, setter } = layoutDocument(model);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = new DocumentFonts(doc.context);
  const embedded = images.map((image) => embedPng(doc.context, image.png));
  const imageNames = embedded.map((_, i) => `Im${i + 1}`);
  const contents = pages.map((items, i) => {
    const content = new PageContent(fonts);
    for (const item of [...frame(model, setter, i + 1, pages.length), ...items]) {
      draw(content, item, imageNames);
    }
    return content;
  });
  fonts.embedAll();
  for (const content of contents) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    page.node.addContentStream(flateStream(doc.context, content.toString()));
    for (const font of fonts.usedFonts())
      page.node.setFontDictionary(PDFName.of(font.name), font.ref);
    embedded.forEach((ref, i) => page.node.setXObject(PDFName.of(imageNames[i]!), ref));
  }
  doc.setTitle(model.title, { showInWindowTitleBar: true });
  doc.setLanguage(model.language);
  doc.setProducer('Clinic Intake');
  doc.setCreator('Clinic Intake');
  doc.setCreationDate(model.createdAt);
  doc.setModificationDate(model.createdAt);
  return doc.save({ useObjectStreams: true });
}
