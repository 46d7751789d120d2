import { directionOf, type Language } from '../../../../shared/languages';
import type { FontFamily } from '../fonts/font-files';
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

  /** Lines of `text` (paragraphs split at newlines) no wider than `width` points. */
  lines(text: string, style: TextStyle, width: number): SetLine[] {
    const out: SetLine[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
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
