import * as hb from 'harfbuzzjs';
import { readFontFile, type FontFamily, type FontWeight } from './font-files';
import { loadSubsetFace, type SubsetFace } from './hb-subset';

/** A font ready for shaping and for subsetting, with what a PDF font descriptor needs. */
export interface LoadedFont {
  /** Stable key, e.g. `sc-regular`; also the PDF resource name. */
  readonly key: string;
  readonly family: FontFamily;
  readonly postScriptName: string;
  readonly unitsPerEm: number;
  readonly ascender: number;
  readonly descender: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly shaper: hb.Font;
  readonly subset: SubsetFace;
  hasCodePoint(codePoint: number): boolean;
}

const int16 = (t: Uint8Array, at: number): number => (((t[at]! << 8) | t[at + 1]!) << 16) >> 16;
const uint16 = (t: Uint8Array, at: number): number => (t[at]! << 8) | t[at + 1]!;

function postScriptName(face: hb.Face, fallback: string): string {
  const name = face.getName(6, 'en');
  return (name || fallback).replace(/[^A-Za-z0-9-]/g, '');
}

/** Reads and prepares one face; slow for CJK (about a second): callers cache the result. */
export function loadFont(family: FontFamily, weight: FontWeight): LoadedFont {
  const bytes = readFontFile(family, weight);
  const face = new hb.Face(new hb.Blob(bytes));
  const head = face.referenceTable('head');
  const hhea = face.referenceTable('hhea');
  const os2 = face.referenceTable('OS/2');
  if (!head || !hhea) throw new Error(`font ${family}-${weight} has no head or hhea table`);
  const shaper = new hb.Font(face);
  const key = `${family}-${weight}`;
  return {
    key,
    family,
    postScriptName: postScriptName(face, `Noto-${key}`),
    unitsPerEm: face.upem,
    ascender: int16(hhea, 4),
    descender: int16(hhea, 6),
    capHeight: os2 && uint16(os2, 0) >= 2 ? int16(os2, 88) : int16(hhea, 4),
    bbox: [int16(head, 36), int16(head, 38), int16(head, 40), int16(head, 42)],
    shaper,
    subset: loadSubsetFace(bytes),
    hasCodePoint: (codePoint) => shaper.nominalGlyph(codePoint) !== undefined,
  };
}
