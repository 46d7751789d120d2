import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

// staff download the visit's stored PDF from the review screen.
test('staff download the signed record PDF from the review screen', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { appointmentId, headers } = await bookedClient(request, 7);
  await submitQuestionnaire(request, headers, appointmentId);
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  const link = page.getByTestId('download-record-pdf');
  await expect(link).toHaveText('Download PDF');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^record-[A-Z0-9-]+\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
  expect(text).toContain('Vera Client');
});
