import { expect, test } from '@playwright/test';
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

// Staff attach photos and scans of paper to the visit on the review screen.
test('staff attach a photo, see its thumbnail, and see a failed upload', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { appointmentId, headers } = await bookedClient(request, 11);
  await submitQuestionnaire(request, headers, appointmentId);
  const nurse = await londonStaff(request, 'nurse');
  await signIn(page, nurse);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);

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
