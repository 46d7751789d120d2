import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import type { SignedIn } from './accounts';

/** Test helpers for visit attachments. */

/** A multipart body as a browser sends it (text fields, or a file part with a filename). */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string }[],
) {
  const boundary = '----attachment-test-boundary';
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

/** A photo-like PNG: a gradient of `width` × `height` pixels. */
export function gradientPng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      png.data[i] = x % 256;
      png.data[i + 1] = y % 256;
      png.data[i + 2] = 128;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** Posts an upload call as staff or a client would. */
export function uploadAs(
  app: FastifyInstance,
  auth: SignedIn | undefined,
  url: string,
  parts: Parameters<typeof multipartBody>[0],
) {
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...(auth?.headers ?? {}), 'content-type': body.type },
  });
}

/** Attaches an image to a visit through the spec's image upload call. */
export function attachImage(
  app: FastifyInstance,
  auth: SignedIn | undefined,
  appointmentId: string,
  image: Buffer,
  kind = 'id_document',
) {
  return uploadAs(app, auth, '/api/mform/upload_medicalform_image', [
    { name: 'appointment_id', value: appointmentId },
    { name: 'kind', value: kind },
    { name: 'base64_img[]', value: `data:image/png;base64,${image.toString('base64')}` },
  ]);
}
