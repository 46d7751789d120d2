import { PassThrough } from 'node:stream';
import { withCpuTime } from '../test-support/cpu-time';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PDFName, PDFString } from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
import {
  addOpenActionScript,
  craftJpeg,
  craftPdf,
  craftPng,
  handWrittenPdf,
  jpegFrame,
  objectStreamBombPdf,
} from '../test-support/crafted-files';
import { PNG_BASE64, seedSignedInClient } from '../test-support/forms';
import { createTestApp, type TestContext } from '../test-support/test-app';

let ctx: TestContext;
let client: { id: string; auth: SignedIn };
beforeAll(async () => {
  ctx = await createTestApp();
  client = await seedSignedInClient(ctx.app, ctx.database.db, 'mform@example.test');
});
afterAll(async () => {
  await ctx.close();
});

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = '----clinic-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/octet-stream`
      : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

const upload = (url: string, parts: Parameters<typeof multipart>[0], auth: SignedIn) => {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...auth.headers, 'content-type': body.type },
  });
};

describe('uploads', () => {
  it('stores re-encoded images with status 1', async () => {
    const response = await upload(
      '/api/mform/upload_medicalform_image',
      [
        { name: 'base64_img[]', value: `data:image/png;base64,${PNG_BASE64}` },
        { name: 'base64_img[]', value: PNG_BASE64 },
      ],
      client.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 0,
      status: 1,
      data: { uploads: [{ content_type: 'image/png' }, {}] },
    });
    const rows = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.clientId, client.id));
    expect(rows).toHaveLength(2);
    expect(PNG.sync.read(rows[0]!.bytes).width).toBe(1);
  });

  it('rejects a text file renamed .png, an oversized image and a fake PDF', async () => {
    const text = Buffer.from('just some text, named photo.png').toString('base64');
    const renamed = await upload(
      '/api/mform/upload_reconsentform_image',
      [{ name: 'base64_img[]', value: text }],
      client.auth,
    );
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().data.fields).toEqual([
      { path: 'base64_img.0', message: 'forms.uploadTypeInvalid' },
    ]);
    const png = new PNG({ width: 1600, height: 1200 });
    for (let i = 0; i < png.data.length; i += 1) png.data[i] = (i * 7919) % 251;
    const big = PNG.sync.write(png, { deflateLevel: 0 });
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const oversized = await upload(
      '/api/mform/upload_medicalform_image',
      [{ name: 'base64_img[]', value: big.toString('base64') }],
      client.auth,
    );
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().message).toBe('forms.uploadTooLarge');
    const pdf = await upload(
      '/api/mform/upload_medicalform_pdf',
      [{ name: 'file', value: Buffer.from('not a pdf'), filename: 'x.pdf' }],
      client.auth,
    );
    expect(pdf.json().data.fields).toEqual([{ path: 'file', message: 'forms.uploadTypeInvalid' }]);
    const realPdf = await upload(
      '/api/mform/upload_medicalform_pdf',
      [{ name: 'file', value: await craftPdf(), filename: 'x.pdf' }],
      client.auth,
    );
    expect(realPdf.json()).toMatchObject({
      status: 1,
      data: { uploads: [{ content_type: 'application/pdf' }] },
    });
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/upload_medicalform_image',
      ...(() => {
        const b = multipart([{ name: 'base64_img[]', value: PNG_BASE64 }]);
        return { payload: b.payload, headers: { 'content-type': b.type } };
      })(),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

const imageUpload = (image: Buffer, auth: SignedIn) =>
  upload(
    '/api/mform/upload_medicalform_image',
    [{ name: 'base64_img[]', value: image.toString('base64') }],
    auth,
  );

const anonymous: SignedIn = { headers: {} } as SignedIn;

describe('upload images are judged from their header before decoding', () => {
  const bombPng = craftPng({ width: 12000, height: 12000 });
  const bombJpeg = craftJpeg([jpegFrame(30000, 30000)]);

  it('answers 401 to an anonymous upload without reading its body', async () => {
    // A body that never ends: reading it would never finish, so a 401 proves it was not read.
    const body = new PassThrough();
    body.write(
      '------clinic-test-boundary\r\nContent-Disposition: form-data; name="base64_img[]"\r\n\r\n',
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/mform/upload_medicalform_image',
      payload: body,
      headers: { 'content-type': 'multipart/form-data; boundary=----clinic-test-boundary' },
    });
    body.destroy();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'errors.unauthenticated' });
    for (const image of [bombPng, bombJpeg]) {
      expect((await imageUpload(image, anonymous)).statusCode).toBe(401);
    }
  });

  it.each([
    ['a 12000 × 12000 PNG of a few hundred bytes', bombPng],
    ['a JPEG whose frame header says 30000 × 30000', bombJpeg],
    ['a PNG 6001 pixels wide', craftPng({ width: 6001, height: 10 })],
    [
      'a PNG of 5500 × 5000 (each side allowed, too many pixels)',
      craftPng({ width: 5500, height: 5000 }),
    ],
  ])('refuses %s with 400 naming the field, fast', async (_, image) => {
    const { result: response, cpuMs } = await withCpuTime(() => imageUpload(image, client.auth));
    expect(cpuMs).toBeLessThan(1500);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'base64_img.0', message: 'forms.uploadTooManyPixels' },
    ]);
  });

  it.each([
    ['a PNG of zero width', craftPng({ width: 0, height: 10 })],
    ['a JPEG of zero height', craftJpeg([jpegFrame(10, 0)])],
    [
      'a JPEG with a second frame header after its scan',
      craftJpeg([jpegFrame(8, 8)], [jpegFrame(30000, 30000)]),
    ],
    ['a PNG cut short after its header', craftPng({ width: 10, height: 10 }).subarray(0, 40)],
  ])('refuses %s as unreadable', async (_, image) => {
    const response = await imageUpload(image, client.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'base64_img.0', message: 'forms.uploadUnreadable' },
    ]);
  });

  it('still stores a phone-sized photo and a scanned page', async () => {
    const width = 640;
    const height = 480;
    const pixels = Buffer.alloc(width * height * 4);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 31) % 256;
    const photo = Buffer.from(jpeg.encode({ data: pixels, width, height }, 85).data);
    const page = new PNG({ width: 827, height: 1169 });
    page.data.fill(255);
    const response = await upload(
      '/api/mform/upload_reconsentform_image',
      [
        { name: 'base64_img[]', value: photo.toString('base64') },
        { name: 'base64_img[]', value: PNG.sync.write(page).toString('base64') },
      ],
      client.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.uploads).toMatchObject([
      { content_type: 'image/jpeg' },
      { content_type: 'image/png' },
    ]);
  });
});

const pdfUpload = (pdf: Buffer) =>
  upload(
    '/api/mform/upload_medicalform_pdf',
    [{ name: 'file', value: pdf, filename: 'record.pdf' }],
    client.auth,
  );

describe('upload PDFs with active content are refused', () => {
  it.each([
    [
      '/JavaScript',
      () => handWrittenPdf('/OpenAction 3 0 R', '<< /S /JavaScript /JS (app.alert(1)) >>'),
    ],
    [
      '/J#61vaScript',
      () => handWrittenPdf('/OpenAction 3 0 R', '<< /S /J#61vaScript /J#53 (1) >>'),
    ],
    ['/Launch', () => handWrittenPdf('/OpenAction 3 0 R', '<< /S /Launch /F (calc.exe) >>')],
    [
      '/EmbeddedFiles',
      () => handWrittenPdf('/Names 3 0 R', '<< /EmbeddedFiles << /Names [] >> >>'),
    ],
    ['/XFA', () => handWrittenPdf('/AcroForm 3 0 R', '<< /Fields [] /XFA [] >>')],
    ['/SubmitForm', () => handWrittenPdf('/OpenAction 3 0 R', '<< /S /SubmitForm /F (x) >>')],
    [
      'JavaScript inside a compressed object stream',
      () => craftPdf({ useObjectStreams: true, extra: addOpenActionScript }),
    ],
    [
      'a lone /JS key inside a compressed object stream',
      () =>
        craftPdf({
          extra: (doc) => {
            const js = doc.context.obj({ JS: PDFString.of('app.alert(1)') });
            doc.catalog.set(PDFName.of('AA'), doc.context.register(js));
          },
        }),
    ],
  ])('refuses a PDF with %s', async (_, build) => {
    const response = await pdfUpload(await build());
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      { path: 'file', message: 'forms.uploadPdfActiveContent' },
    ]);
  });

  it('refuses an encrypted PDF, and one whose object stream is a decompression bomb', async () => {
    const encrypted = await pdfUpload(
      handWrittenPdf(
        '',
        '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>',
        '/Encrypt 3 0 R',
      ),
    );
    expect(encrypted.json().data.fields).toEqual([
      { path: 'file', message: 'forms.uploadPdfEncrypted' },
    ]);
    // 64 MB of zeros in 64 KB: far over the inflate budget, and cheap to build here.
    const bombPdf = objectStreamBombPdf(64 * 1024 * 1024);
    const { result: bomb, cpuMs } = await withCpuTime(() => pdfUpload(bombPdf));
    expect(cpuMs).toBeLessThan(1500);
    expect(bomb.json().data.fields).toEqual([{ path: 'file', message: 'forms.uploadUnreadable' }]);
  });

  it('stores a clean PDF, with or without object streams', async () => {
    for (const useObjectStreams of [true, false]) {
      const response = await pdfUpload(await craftPdf({ useObjectStreams }));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.uploads).toMatchObject([{ content_type: 'application/pdf' }]);
    }
  });
});
