import { createHash } from 'node:crypto';
import { PDFString, type PDFContext, type PDFRef } from 'pdf-lib';
import { subsetFont } from '../fonts/hb-subset';
import { flateStream } from './streams';
import type { LoadedFont } from '../fonts/loaded-font';

/** A face used in one document: its resource name, its font object, the CIDs drawn so far. */
export interface UsedFont {
  font: LoadedFont;
  name: string;
  ref: PDFRef;
  /** `glyph, width, text` → CID; CIDs are numbered in order of first use from 1. */
  cids: Map<string, number>;
  /** CID - 1 → [glyph id, width in 1/1000 em, text]. */
  entries: Entry[];
}

type Entry = [glyph: number, width: number, text: string];

/**
 * The CID of a glyph drawn with this advance (1/1000 em) standing for this text. A code's width
 * and its ToUnicode text are fixed per code, and HarfBuzz may give one glyph several advances
 * (kerning, cursive attachment) or one glyph may stand for several texts; so each combination
 * gets its own CID and CIDToGIDMap maps them all back to the glyph. With the shaped advance as
 * the width, no positioning numbers sit between the glyphs of a word, and extractors see no gap
 * where a kerning pair widens the spacing (they would read a space there).
 */
export function cidOf(used: UsedFont, glyph: number, width: number, text: string): number {
  const key = `${glyph},${width},${text}`;
  let cid = used.cids.get(key);
  if (cid === undefined) {
    cid = used.entries.length + 1;
    used.cids.set(key, cid);
    used.entries.push([glyph, width, text]);
  }
  return cid;
}

/** UTF-16BE in hex, what a ToUnicode map's destinations are written in. */
const utf16Hex = (text: string): string =>
  Array.from({ length: text.length }, (_, i) =>
    text.charCodeAt(i).toString(16).padStart(4, '0'),
  ).join('');

/**
 * The fonts of one document: each face used becomes a Type0 font with Identity-H encoding,
 * embedded at the end as a subset of exactly the glyphs drawn, with a ToUnicode map so the text
 * can be selected, searched and extracted.
 */
export class DocumentFonts {
  private readonly used = new Map<string, UsedFont>();

  constructor(private readonly context: PDFContext) {}

  /** The resource name and reference of this face, registering it on first use. */
  use(font: LoadedFont): UsedFont {
    let used = this.used.get(font.key);
    if (!used) {
      used = {
        font,
        name: `F${this.used.size + 1}`,
        ref: this.context.nextRef(),
        cids: new Map(),
        entries: [],
      };
      this.used.set(font.key, used);
    }
    return used;
  }

  usedFonts(): UsedFont[] {
    return [...this.used.values()];
  }

  embedAll(): void {
    for (const used of this.used.values()) this.embed(used);
  }

  private embed({ font, ref, entries }: UsedFont): void {
    const ids = [...new Set(entries.map(([glyph]) => glyph))].sort((a, b) => a - b);
    const program = subsetFont(font.subset, ids);
    const tag = createHash('sha256')
      .update(font.key + ids.join(','))
      .digest()
      .subarray(0, 6)
      .reduce((s, b) => s + String.fromCharCode(65 + (b % 26)), '');
    const baseFont = `${tag}+${font.postScriptName}`;
    const k = 1000 / font.unitsPerEm;
    const ctx = this.context;
    const descriptor = ctx.register(
      ctx.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: font.bbox.map((v) => Math.round(v * k)),
        ItalicAngle: 0,
        Ascent: Math.round(font.ascender * k),
        Descent: Math.round(font.descender * k),
        CapHeight: Math.round(font.capHeight * k),
        StemV: 80,
        FontFile2: flateStream(ctx, program, { Length1: program.length }),
      }),
    );
    const cidFont = ctx.register(
      ctx.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        DW: 1000,
        W: widthsArray(entries),
        CIDToGIDMap: flateStream(ctx, cidToGidMap(entries)),
      }),
    );
    const toUnicode = flateStream(ctx, toUnicodeCMap(entries));
    ctx.assign(
      ref,
      ctx.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: baseFont,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}

/** `[1 [w w w …]]`: the widths of CIDs 1, 2, … (consecutive by construction). */
function widthsArray(entries: readonly Entry[]): (number | number[])[] {
  return [1, entries.map(([, width]) => width)];
}

/** Two bytes per CID from 0: the glyph id it draws. */
function cidToGidMap(entries: readonly Entry[]): Uint8Array {
  const map = new Uint8Array((entries.length + 1) * 2);
  entries.forEach(([glyph], i) => {
    map[(i + 1) * 2] = glyph >> 8;
    map[(i + 1) * 2 + 1] = glyph & 0xff;
  });
  return map;
}

function toUnicodeCMap(all: readonly Entry[]): string {
  const entries = all.flatMap(([, , text], i) => (text === '' ? [] : [[i + 1, text] as const]));
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk
        .map(([cid, text]) => `<${cid.toString(16).padStart(4, '0')}> <${utf16Hex(text)}>`)
        .join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
