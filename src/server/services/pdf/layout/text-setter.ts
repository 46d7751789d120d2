import { directionOf, type Language } from '../../../../shared/languages';
import type { FontFamily } from '../fonts/font-files';
import { isolate } from '../text/bidi';
import { breakLines, type SetLine } from '../text/line-break';
import { shapeParagraph, type ShapedParagraph } from '../text/shape';
import type { TextStyle } from './page-frame';

/** Sets text for one document: its direction, its CJK face, shaping reused for repeated text. */
export class TextSetter {
  readonly direction: 'ltr' | 'rtl';
  private readonly cjk: FontFamily;
  private readonly shaped = new Map<string, ShapedParagraph>();

  constructor(language: Language) {
    this.direction = directionOf(language);
    this.cjk = language === 'ja' ? 'jp' : 'sc';
  }

  /**
   * Lines of the document's own text (labels, headings, sentences in its language; paragraphs
   * split at newlines) no wider than `width` points, in the document's direction.
   */
  lines(text: string, style: TextStyle, width: number): SetLine[] {
    return this.set(text.split(/\r?\n/), style, width);
  }

  /**
   * Lines of a value: an answer, a name, a number, a code, free text someone typed. Each
   * paragraph is a first-strong isolate inside a line of the document's direction: it is
   * aligned to the document's start edge but reads in its own direction, so a phone number or
   * an English sentence stays in order in an Arabic record and Arabic text reads right to left
   * in an English one. Every value slot of the layout sets its text through here.
   */
  values(text: string, style: TextStyle, width: number): SetLine[] {
    return this.set(
      text.split(/\r?\n/).map((p) => (p === '' ? p : isolate(p))),
      style,
      width,
    );
  }

  private set(paragraphs: string[], style: TextStyle, width: number): SetLine[] {
    const out: SetLine[] = [];
    for (const paragraph of paragraphs) {
      const key = `${style.bold ? 'b' : 'r'}${paragraph}`;
      let shaped = this.shaped.get(key);
      if (!shaped) {
        shaped = shapeParagraph(
          paragraph,
          this.direction,
          style.bold ? 'bold' : 'regular',
          this.cjk,
        );
        this.shaped.set(key, shaped);
      }
      const lines = breakLines(shaped, style.size, width);
      out.push(...(lines.length > 0 ? lines : [{ text: '', width: 0, runs: [] }]));
    }
    return out;
  }
}
