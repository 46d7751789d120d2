import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { latestCode } from './accounts-support';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { TEXTS, answerVisibleQuestions, passGate } from './questionnaire-support';
import { PHONE, expectNoAxeViolations } from './support';
import { bookedClient, issueLinkOnDesk } from './verification-support';

/** What the client typed in Arabic: "software engineer". */
const OCCUPATION = 'مهندسة برمجيات';
/** Poppler marks right-to-left stretches with bidi controls: compare the characters. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

// Staff download the visit's two stored PDFs from the review screen (decision 031): a London
// client who signed in Arabic gives the clinic's copy in English and the client's in Arabic.
test('staff download the clinic copy and the client copy from the review screen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { appointmentId, headers } = await bookedClient(request, 7);
  await submitQuestionnaire(request, headers, appointmentId, { occupation: OCCUPATION }, 'ar');
  const practitioner = await londonStaff(request, 'practitioner');
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  const clinicLink = page.getByRole('link', { name: "Download the clinic's copy (PDF)" });
  const clientLink = page.getByRole('link', { name: "Download the client's copy in Arabic (PDF)" });
  await expect(clinicLink).toBeVisible();
  await expect(clientLink).toBeVisible();
  await expect(page.getByText("The clinic's copy is the full record")).toBeVisible();
  await expectNoAxeViolations(page);

  const [clinicFile] = await Promise.all([page.waitForEvent('download'), clinicLink.click()]);
  expect(clinicFile.suggestedFilename()).toMatch(/^record-[A-Z0-9-]+\.pdf$/);
  const clinic = plain(pdfText(await readFile((await clinicFile.path())!)));
  expect(clinic).toContain('Vera Client');
  expect(clinic).toContain('Occupation');
  expect(clinic).toContain(OCCUPATION);
  expect(clinic).toContain('Signed in Arabic.');

  const [clientFile] = await Promise.all([page.waitForEvent('download'), clientLink.click()]);
  expect(clientFile.suggestedFilename()).toMatch(/^signed-form-[0-9a-f]{8}\.pdf$/);
  const client = plain(pdfText(await readFile((await clientFile.path())!)));
  expect(client).toContain('المهنة');
  expect(client).toContain(OCCUPATION);
  expect(client).not.toContain('Occupation');
});

/** The text poppler extracts from a PDF, after checking the file starts as a PDF does. */
function pdfText(bytes: Buffer): string {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString('utf8');
}

// The client fills the questionnaire on their phone from the desk's QR code and downloads their
// own copy from the outcome page, then again through the link the confirmation message carries.
test('the client downloads their signed copy from the outcome page and the mailed link', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { email, appointmentId } = await bookedClient(request, 8);
  const nurse = await londonStaff(request, 'nurse');
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  await signIn(deskPage, nurse);
  await deskPage.goto('/verify');
  const url = new URL(await issueLinkOnDesk(deskPage, appointmentId));
  await desk.close();

  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await page.goto(url.pathname + url.search);
  await page.getByRole('radio', { name: 'By email' }).check();
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('link', { name: 'Continue to the medical form' }).click();
  await passGate(page, TEXTS.en);
  await answerVisibleQuestions(page, TEXTS.en, Infinity);
  await page.getByRole('button', { name: TEXTS.en.submit }).click();
  await expect(page).toHaveURL(/\/medicalSuccess/);

  const link = page.getByRole('link', { name: 'Download your signed form (PDF)' });
  const status = page.getByTestId('signed-copy-status');
  const failed = page.getByTestId('signed-copy-failed');
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  // A failed answer: the page says so, instead of saving a broken file.
  const pdfUrl = '**/api/forms/submissions/*/pdf';
  await page.route(pdfUrl, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":1}' }),
  );
  await link.click();
  await expect(failed).toHaveText('Your PDF could not be prepared. Please try again in a moment.');
  await expect(status).toHaveText('');
  await expectNoAxeViolations(page);
  await page.unroute(pdfUrl);

  // A slow answer (the copy still rendering): the page says it is preparing, then saves it.
  await page.route(pdfUrl, async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fulfill({ response });
  });
  const downloading = page.waitForEvent('download');
  await link.click();
  await expect(status).toHaveText('Preparing your PDF…');
  await expect(failed).toBeHidden();
  const download = await downloading;
  await expect(status).toHaveText('');
  expect(download.suggestedFilename()).toMatch(/^signed-form-[0-9a-f]{8}\.pdf$/);
  const copy = await readFile((await download.path())!);
  const text = pdfText(copy);
  expect(text).toContain('Vera Client');
  await expectNoAxeViolations(page);
  await page.unroute(pdfUrl);

  // The confirmation message to the verified email carries a signed link to the same file.
  let signedLink: URL | undefined;
  await expect(async () => {
    const body = await (await request.get('/api/dev/outbox?limit=200')).json();
    const messages = body.data.messages as { destination: string; body: string }[];
    const found = messages
      .filter((m) => m.destination === email)
      .map((m) => /https?:\/\/\S+\/api\/documents\/download\?token=[\w.-]+/.exec(m.body)?.[0])
      .find(Boolean);
    expect(found, 'a download link in a message to the client').toBeTruthy();
    signedLink = new URL(found!);
  }).toPass({ timeout: 60_000 });
  const mailed = await phone.request.get(signedLink!.pathname + signedLink!.search);
  expect(mailed.status()).toBe(200);
  expect(mailed.headers()['content-type']).toBe('application/pdf');
  const mailedBytes = await mailed.body();
  expect(pdfText(mailedBytes)).toContain('Vera Client');
  // One stored file per signed version: the link serves the bytes the page did.
  expect(Buffer.compare(mailedBytes, copy)).toBe(0);
  await phone.close();
});
