import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import type { SignedIn } from '../test-support/accounts';
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
      [
        {
          name: 'file',
          value: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
          filename: 'x.pdf',
        },
      ],
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
