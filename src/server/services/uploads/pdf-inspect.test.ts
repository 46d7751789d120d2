import { describe, expect, it } from 'vitest';
import {
  CATALOG,
  PAGES,
  craftPdf,
  objectStream,
  objectStreamBombPdf,
  objectStreamOf,
  pdfFromObjects,
  streamObject,
} from '../../test-support/crafted-files';
import { automaticLinkPdf } from '../../test-support/crafted-costly-files';
import { inspectPdf } from './pdf-inspect';

/**
 * Where pdf-lib's front-to-back parse and a viewer's cross-reference lookup see different
 * objects, and what inflating costs. The upload route tests cover the plain cases.
 */
describe('inspectPdf', () => {
  it('accepts a clean document, with or without object streams', async () => {
    expect(await inspectPdf(await craftPdf())).toBe('clean');
    expect(await inspectPdf(await craftPdf({ useObjectStreams: false }))).toBe('clean');
    expect(
      await inspectPdf(pdfFromObjects([CATALOG, PAGES, objectStream(3, ['<< /A 1 >>'])])),
    ).toBe('clean');
  });

  it('finds a name escaped in lower case, which pdf-lib leaves undecoded', async () => {
    const pdf = pdfFromObjects([CATALOG, PAGES, objectStream(3, ['<< /#4a#53 (app.alert(1)) >>'])]);
    expect(await inspectPdf(pdf)).toBe('active');
  });

  it('walks an object that a later one with the same number replaced', async () => {
    const plain = pdfFromObjects([
      CATALOG,
      PAGES,
      '3 0 obj\n<< /JS (app.alert(1)) >>\nendobj\n',
      '3 0 obj\n<< >>\nendobj\n',
    ]);
    expect(await inspectPdf(plain)).toBe('active');
    const packed = pdfFromObjects([
      CATALOG,
      PAGES,
      objectStreamOf(3, '10 0 10 14 ', '<< /JS (x) >>\n<< >>\n'),
    ]);
    expect(await inspectPdf(packed)).toBe('active');
  });

  it('unpacks an object stream whatever its /Type says', async () => {
    const pdf = pdfFromObjects([
      CATALOG,
      PAGES,
      objectStream(3, ['<< /JS (app.alert(1)) >>'], '/XObject'),
    ]);
    expect(await inspectPdf(pdf)).toBe('active');
  });

  it('refuses an object stream hidden in the data of another stream', async () => {
    const hidden = objectStream(4, ['<< /JS (app.alert(1)) >>']);
    const pdf = pdfFromObjects([CATALOG, PAGES, streamObject(3, hidden)]);
    expect(await inspectPdf(pdf)).toBe('unreadable');
  });

  it('refuses, without inflating it, an object stream of 128 MB in 128 KB', async () => {
    const bomb = objectStreamBombPdf(128 * 1024 * 1024);
    const before = process.memoryUsage().arrayBuffers;
    expect(await inspectPdf(bomb)).toBe('unreadable');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses filters it does not inflate itself (a chain could multiply a bomb)', async () => {
    expect(await inspectPdf(objectStreamBombPdf(1000, '[/FlateDecode /FlateDecode]'))).toBe(
      'unreadable',
    );
  });

  it('refuses a document without a catalog, and an encrypted one', async () => {
    expect(await inspectPdf(pdfFromObjects([PAGES]))).toBe('unreadable');
    const encrypted = Buffer.from(
      pdfFromObjects([CATALOG, PAGES])
        .toString('latin1')
        .replace('<< /Root 1 0 R >>', '<< /Root 1 0 R /Encrypt << /Filter /Standard >> >>'),
      'latin1',
    );
    expect(await inspectPdf(encrypted)).toBe('encrypted');
  });

  it('refuses automatic and link actions, written out or packed in an object stream', async () => {
    expect(await inspectPdf(automaticLinkPdf())).toBe('active');
    for (const action of [
      '<< /AA << /O 4 0 R >> >>',
      '<< /OpenAction [2 0 R /Fit] >>',
      '<< /Type /Annot /A << /S /URI /URI (https://x.invalid) >> >>',
    ]) {
      expect(
        await inspectPdf(pdfFromObjects([CATALOG, PAGES, `3 0 obj\n${action}\nendobj\n`])),
      ).toBe('active');
      expect(await inspectPdf(pdfFromObjects([CATALOG, PAGES, objectStream(3, [action])]))).toBe(
        'active',
      );
    }
  });
});
