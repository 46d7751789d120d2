import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * HarfBuzz's subsetter (the `harfbuzz-subset.wasm` that harfbuzzjs ships; its JavaScript API
 * covers shaping only, so the few C functions are called directly). A face is loaded and
 * preprocessed once per process; each document then cuts a subset in a few milliseconds.
 */
interface SubsetExports {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_preprocess(face: number): number;
  hb_subset_or_fail(face: number, input: number): number;
  _initialize?(): void;
}

const MEMORY_MODE_WRITABLE = 2;
const SETS_DROP_TABLE_TAG = 3;
const FLAG_NO_HINTING = 0x1;
/** Glyph ids stay as in the whole font, so the PDF can use them as CIDs (CIDToGIDMap Identity). */
const FLAG_RETAIN_GIDS = 0x2;
/** Only the glyphs the shaper chose are needed: no GSUB closure over alternates. */
const FLAG_NO_LAYOUT_CLOSURE = 0x200;
/**
 * Tables a PDF viewer never reads from an embedded CIDFontType2 program (ISO 32000 9.9 lists
 * what it needs; shaping happened already). cmap and OS/2 stay: small, and some viewers check them.
 */
const DROPPED_TABLES = [
  'GSUB',
  'GPOS',
  'GDEF',
  'BASE',
  'JSTF',
  'MATH',
  'STAT',
  'vhea',
  'vmtx',
  'VORG',
  'name',
  'gasp',
  'hdmx',
  'VDMX',
  'LTSH',
  'kern',
  'DSIG',
  'post',
  'meta',
];

let instance: SubsetExports | undefined;

function subsetter(): SubsetExports {
  if (instance) return instance;
  const require = createRequire(import.meta.url);
  const module = new WebAssembly.Module(
    readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')),
  );
  const created = new WebAssembly.Instance(module, {}).exports as unknown as SubsetExports;
  created._initialize?.();
  instance = created;
  return created;
}

const tag = (s: string): number =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>>
  0;

/** A font loaded into the subsetter, preprocessed for repeated subsetting. Never freed. */
export interface SubsetFace {
  readonly face: number;
}

export function loadSubsetFace(bytes: Uint8Array): SubsetFace {
  const hb = subsetter();
  const data = hb.malloc(bytes.length);
  new Uint8Array(hb.memory.buffer).set(bytes, data);
  const blob = hb.hb_blob_create(data, bytes.length, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  return { face: hb.hb_subset_preprocess(face) };
}

/** A TrueType font with only these glyphs (plus .notdef), glyph ids unchanged. */
export function subsetFont(source: SubsetFace, glyphIds: Iterable<number>): Uint8Array {
  const hb = subsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('harfbuzz: out of memory');
  try {
    const glyphs = hb.hb_subset_input_glyph_set(input);
    hb.hb_set_add(glyphs, 0);
    for (const id of glyphIds) hb.hb_set_add(glyphs, id);
    const drop = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const name of DROPPED_TABLES) hb.hb_set_add(drop, tag(name));
    hb.hb_subset_input_set_flags(
      input,
      FLAG_NO_HINTING | FLAG_RETAIN_GIDS | FLAG_NO_LAYOUT_CLOSURE,
    );
    const face = hb.hb_subset_or_fail(source.face, input);
    if (face === 0) throw new Error('harfbuzz: subsetting failed');
    const blob = hb.hb_face_reference_blob(face);
    const start = hb.hb_blob_get_data(blob, 0);
    const bytes = new Uint8Array(hb.memory.buffer).slice(
      start,
      start + hb.hb_blob_get_length(blob),
    );
    hb.hb_blob_destroy(blob);
    hb.hb_face_destroy(face);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
  }
}
