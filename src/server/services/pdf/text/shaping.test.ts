import { describe, expect, it } from 'vitest';
import { fontOf } from '../fonts/font-registry';
import { breakLines, type SetLine } from './line-break';
import { shapeParagraph } from './shape';

const set = (text: string, direction: 'ltr' | 'rtl', width = 1000, size = 10): SetLine[] =>
  breakLines(shapeParagraph(text, direction, 'regular', 'sc'), size, width);

/** The line's runs as text, left to right on the page. */
const visualRuns = (line: SetLine): string[] =>
  [...line.runs]
    .sort((a, b) => a.x - b.x)
    .map((run) => run.texts.join(''))
    .filter((t) => t.trim() !== '');

describe('shaping and line setting', () => {
  it('joins Arabic letters: contextual forms, not the isolated ones', () => {
    const [line] = set('بيت', 'rtl');
    const arabic = fontOf('arabic', 'regular').font;
    const isolated = [...'بيت'].map((c) => arabic.shaper.nominalGlyph(c.codePointAt(0)!));
    const drawn = line!.runs.flatMap((r) => r.glyphs.map((g) => g.id));
    expect(drawn).toHaveLength(3);
    // Drawn right to left: final teh, medial yeh, initial beh.
    expect(drawn.reverse()).not.toEqual(isolated);
    expect(new Set(drawn).size).toBe(3);
  });

  it('lays out numbers and Latin names inside Arabic in the right visual order', () => {
    const [line] = set('اسم العميل John Smith العمر 42 سنة', 'rtl');
    const runs = visualRuns(line!);
    // Left to right on the page: the end of the sentence first; the name and the number read
    // left to right inside it; Arabic runs are mapped backwards (extractors reverse them).
    expect(runs.map((r) => r.trim())).toEqual([
      [...'سنة'].reverse().join(''),
      '42',
      [...'العمر'].reverse().join(''),
      'John Smith',
      [...'اسم العميل'].reverse().join(''),
    ]);
    expect(line!.text).toBe('اسم العميل John Smith العمر 42 سنة');
  });

  it('keeps a date in one piece inside Arabic when it is isolated', () => {
    const [line] = set('التاريخ \u20682025-03-14 10:30\u2069', 'rtl');
    expect(visualRuns(line!)[0]).toBe('2025-03-14 10:30');
    expect(line!.text).not.toMatch(/[\u2066-\u2069]/);
  });

  it('breaks Latin at spaces and CJK between characters, never before closing punctuation', () => {
    const latin = set('one two three four five six seven eight nine ten', 'ltr', 60);
    expect(latin.length).toBeGreaterThan(2);
    for (const line of latin) expect(line.text).toMatch(/^\S.*\S$|^\S$/);
    expect(latin.map((l) => l.text).join(' ')).toBe(
      'one two three four five six seven eight nine ten',
    );
    const cjk = set(
      '这是一个足够长的段落，用来测试中文的自动换行是否正确，并且标点符号不会出现在行首。',
      'ltr',
      52,
    );
    expect(cjk.length).toBeGreaterThan(3);
    for (const line of cjk) {
      expect(line.width).toBeLessThanOrEqual(52.01);
      expect(line.text).not.toMatch(/^[，。、：；！？）」』]/);
    }
  });

  it('draws CJK in the document’s own face: Japanese in JP, Chinese in SC', () => {
    const face = (cjk: 'sc' | 'jp') =>
      breakLines(shapeParagraph('直骨', 'ltr', 'regular', cjk), 10, 100)[0]!.runs[0]!.face.font
        .family;
    expect(face('jp')).toBe('jp');
    expect(face('sc')).toBe('sc');
  });
});
