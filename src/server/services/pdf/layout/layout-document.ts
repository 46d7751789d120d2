import type { PdfDocumentModel } from '../document-model';
import type { LayoutContext } from './block-kit';
import { layoutBlock } from './blocks';
import { Flow, type PageItem } from './flow';
import { CONTENT_WIDTH, lineHeight, STYLES } from './page-frame';
import { TextSetter } from './text-setter';

export interface LaidOutDocument {
  pages: PageItem[][];
  images: LayoutContext['images'];
  setter: TextSetter;
}

/** The body after the title, then the audit blocks from a new page. */
export function layoutDocument(model: PdfDocumentModel): LaidOutDocument {
  const setter = new TextSetter(model.language);
  const flow = new Flow(setter.direction);
  const ctx: LayoutContext = { flow, setter, images: [] };
  const title = setter.lines(model.title, STYLES.title, CONTENT_WIDTH);
  title.forEach((line) => {
    flow.text(line, 0, CONTENT_WIDTH, flow.y - STYLES.title.size, STYLES.title);
    flow.y -= lineHeight(STYLES.title);
  });
  for (const block of model.body) layoutBlock(ctx, block);
  if (model.audit.length > 0) {
    flow.newPage();
    for (const block of model.audit) layoutBlock(ctx, block);
  }
  return { pages: flow.pages, images: ctx.images, setter };
}
