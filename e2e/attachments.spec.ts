import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

/** A photo-like PNG: a gradient, larger than the 240 px thumbnail. */
function photoPng(): Buffer {
  const png = new PNG({ width: 640, height: 480 });
  for (let i = 0; i < png.data.length; i += 4) {
    const x = (i / 4) % 640;
    png.data[i] = x % 256;
    png.data[i + 1] = 90;
    png.data[i + 2] = 200;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * What a tablet's camera gives: 4000 × 3000 pixels, a photo's grain, ~8 MB as JPEG, over the
 * 5 MB upload limit.
 */
function cameraJpeg(): Buffer {
  const width = 4000;
  const height = 3000;
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 60;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const n = grain();
      data[i] = (x * 255) / width + n;
      data[i + 1] = (y * 255) / height + n;
      data[i + 2] = 128 + n;
      data[i + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 95).data);
}

/** A client's submitted visit, open on a nurse's review screen (where attachments are). */
async function openRecordAsNurse(page: Page, request: APIRequestContext) {
  const { appointmentId, headers } = await bookedClient(request, 11);
  await submitQuestionnaire(request, headers, appointmentId);
  const nurse = await londonStaff(request, 'nurse');
  await signIn(page, nurse);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  return { appointmentId, nurse };
}

// Staff attach photos and scans of paper to the visit on the review screen.
test('staff attach a photo, see its thumbnail, and see a failed upload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { nurse } = await openRecordAsNurse(page, request);

  const panel = page.getByTestId('attachments-panel');
  await expect(panel.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await expect(panel.getByTestId('attachments-empty')).toHaveText('No attachments yet.');
  await expect(panel.getByTestId('attachment-camera')).toHaveAttribute('capture', 'environment');
  await expect(panel.getByTestId('attachment-file')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,application/pdf',
  );
  await expectNoAxeViolations(page);

  await panel.getByLabel('Document type').selectOption('id_document');
  await panel.getByLabel('Take photo').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await expect(panel.getByRole('status')).toHaveText('Image uploaded.');
  const thumbnail = panel.getByTestId('attachment-thumbnail');
  await expect(thumbnail).toHaveAttribute('alt', /^ID document, added /);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(240);
  await expect(panel.getByTestId('attachment')).toContainText(`Added by ${nurse.name}`);
  await expectNoAxeViolations(page);

  // Bytes that are no image, whatever their name says: the server refuses them.
  await panel.getByLabel('Choose a file').setInputFiles({
    name: 'lab.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await expect(panel.getByRole('status')).toHaveText(
    'Image upload failed. This type of file cannot be uploaded.',
  );
  await expect(panel.getByTestId('attachment')).toHaveCount(1);

  // Any answer without status 1 is a failure (spec §8). The answer is held back until the
  // progress bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/mform/upload_medicalform_image', async (route) => {
    await held;
    await route.fulfill({ json: { code: 0, message: 'ok', data: null, status: 0 } });
  });
  await panel.getByLabel('Take photo').setInputFiles({
    name: 'consent.png',
    mimeType: 'image/png',
    buffer: photoPng(),
  });
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(panel.getByRole('status')).toHaveText('Image upload failed.');
  await expect(panel.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a camera photo over the upload limit is made smaller in the browser and attached', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { appointmentId } = await openRecordAsNurse(page, request);

  const photo = cameraJpeg();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  const panel = page.getByTestId('attachments-panel');
  await panel.getByLabel('Document type').selectOption('id_document');
  await panel.getByLabel('Take photo').setInputFiles({
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(panel.getByRole('status')).toHaveText('Image uploaded.', { timeout: 60_000 });
  await expect(panel.getByTestId('attachment')).toHaveCount(1);

  // What was stored: the photo at 2560 px on its longest side, its shape kept.
  const list = await page.request.get(`/api/visits/${appointmentId}/attachments`);
  const [stored] = ((await list.json()) as { data: { attachments: { id: string }[] } }).data
    .attachments;
  const file = await page.request.get(
    `/api/visits/${appointmentId}/attachments/${stored!.id}/file`,
  );
  expect(file.headers()['content-type']).toBe('image/jpeg');
  const body = await file.body();
  expect(body.length).toBeLessThan(photo.length);
  const image = jpeg.decode(body, { maxMemoryUsageInMB: 256 });
  expect([image.width, image.height]).toEqual([2560, 1920]);
});
