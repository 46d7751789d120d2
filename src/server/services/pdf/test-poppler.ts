import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Poppler's command-line tools (Debian's poppler-utils; `npm test` installs them through
 * scripts/ensure-poppler.sh): what a reader's viewer would see, outside our own code.
 */
function withFile<T>(pdf: Uint8Array, run: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-test-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return run(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of each page, as pdftotext extracts it (UTF-8, reading order). */
export function pdfPages(pdf: Uint8Array): string[] {
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .slice(0, -1),
  );
}

/** Every page's size in points, from pdfinfo. */
export function pageSizes(pdf: Uint8Array): string[] {
  return withFile(pdf, (file) => {
    const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]!;
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', pages, file], { encoding: 'utf8' });
    return [...info.matchAll(/Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/g)].map((m) => m[1]!);
  });
}

export interface GrayImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 black to 255 white, rows from the top. */
  pixels: Uint8Array;
}

/** One page rasterized in gray by pdftoppm. */
export function rasterize(pdf: Uint8Array, page: number, dpi: number): GrayImage {
  return withFile(pdf, (file, dir) => {
    const out = path.join(dir, 'page');
    const p = String(page);
    execFileSync('pdftoppm', [
      '-f',
      p,
      '-l',
      p,
      '-r',
      String(dpi),
      '-gray',
      '-singlefile',
      file,
      out,
    ]);
    const pgm = readFileSync(`${out}.pgm`);
    // P5 header: magic, width, height, max value, each followed by whitespace.
    const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'))!;
    return {
      width: Number(header[1]),
      height: Number(header[2]),
      pixels: new Uint8Array(pgm.subarray(header[0].length)),
    };
  });
}

export interface PdfSignatureReport {
  count: number;
  /** Each signature's "Signature Validation" line, e.g. "Signature is Valid." */
  validations: string[];
  subFilters: string[];
  hashes: string[];
  wholeDocument: boolean[];
}

/** What poppler's pdfsig says of a PDF's signatures (as a reader's viewer verifies them). */
export function pdfSignatures(pdf: Uint8Array): PdfSignatureReport {
  return withFile(pdf, (file) => {
    const out = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    const all = (label: string) =>
      [...out.matchAll(new RegExp(`- ${label}: (.*)`, 'g'))].map((m) => m[1]!.trim());
    return {
      count: [...out.matchAll(/^Signature #\d+:/gm)].length,
      validations: all('Signature Validation'),
      subFilters: all('Signature Type'),
      hashes: all('Signing Hash Algorithm'),
      wholeDocument: [...out.matchAll(/- (Total document signed|Not total document signed)/g)].map(
        (m) => m[1] === 'Total document signed',
      ),
    };
  });
}
