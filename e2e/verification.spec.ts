import { chromium, expect, test, type Browser } from '@playwright/test';
import { latestCode, signInWithPassword, unique } from './accounts-support';
import { qrCameraFile } from './verification-camera';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { alteredToken, bookedClient, expiredToken, issueLinkOnDesk } from './verification-support';

async function phonePage(browser: Browser) {
  const context = await browser.newContext(PHONE);
  return { context, page: await context.newPage() };
}

test.describe('identity verification by QR code', () => {
  test('staff issue a QR, the client confirms on a phone, staff see them verified', async ({
    page,
    browser,
    request,
  }) => {
    const { email, appointmentId, nurse } = await bookedClient(request, 0);
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/verify');
    await expect(page.getByRole('heading', { level: 1, name: 'Verify a client' })).toBeVisible();
    const url = await issueLinkOnDesk(page, appointmentId);
    expect(url).toMatch(/\/verification\/london\/latest\?code=/);
    await expectNoAxeViolations(page);

    const phone = await phonePage(browser);
    const client = phone.page;
    await client.goto(new URL(url).pathname + new URL(url).search);
    await expect(
      client.getByRole('heading', { level: 1, name: 'Identity verification' }),
    ).toBeVisible();
    // The code does not stay in the address bar of a shared screen; a mark says it was a link's.
    await expect.poll(() => client.url()).not.toContain('code=');
    expect(new URL(client.url()).searchParams.get('from')).toBe('link');
    await expect(client.getByText('Not verified')).toBeVisible();
    await expect(client.getByText('Vera C.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(client);

    await client.getByRole('radio', { name: 'By email' }).check();
    await client.getByRole('button', { name: 'Send code' }).click();
    await expect(client.getByText(/We have sent a 6-digit code to/)).toBeVisible();
    await client.getByLabel('Verification code').fill(await latestCode(request, email));
    await expectNoAxeViolations(client);
    await client.getByRole('button', { name: 'Confirm' }).click();
    await expect(client.getByText('Thank you. Your identity has been verified.')).toBeVisible();
    await expect(client.getByText('Vera Client', { exact: true })).toBeVisible();
    const next = client.getByRole('link', { name: 'Continue to the medical form' });
    await expect(next).toHaveAttribute('href', /^\/mf\/london\//);
    await expectNoAxeViolations(client);

    // The used link now says it was used (not forged); a new one shows the verified client.
    await client.reload();
    await expect(
      client.getByRole('heading', { level: 1, name: 'Link already used' }),
    ).toBeVisible();
    await phone.context.close();

    const second = await issueLinkOnDesk(page, appointmentId, true);
    await page.getByLabel("Client's code or link").fill(second);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Verify OK: the code is valid.')).toBeVisible();
    await expect(
      page.locator('[data-outcome="ok"]').getByText('Verified', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Vera Client', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Verify in person with a photo ID: this uses the link up.
    await page.getByLabel('Photo ID checked').selectOption('passport');
    await page.getByRole('button', { name: 'Verify Client' }).click();
    await expect(page.getByText('The client has been verified in person.')).toBeVisible();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.locator('[data-outcome="invalid"]')).toContainText(
      'This link has already been used.',
    );
    await expectNoAxeViolations(page);
  });

  test('a revoked link shows the verify-error screen', async ({ page, browser, request }) => {
    const { appointmentId, nurse } = await bookedClient(request, 5);
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/verify');
    const url = new URL(await issueLinkOnDesk(page, appointmentId));
    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('The link has been revoked and no longer works.')).toBeVisible();
    const phone = await phonePage(browser);
    await phone.page.goto(url.pathname + url.search);
    await expect(
      phone.page.getByRole('heading', { level: 1, name: 'Verification error' }),
    ).toBeVisible();
    await expectNoAxeViolations(phone.page);
    await phone.context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`expired and altered links show their screens (${lang})`, async ({ browser, request }) => {
      const { page, context } = await phonePage(browser);
      await gotoHydrated(page, `/verification/london/latest?lang=${lang}&code=${expiredToken()}`);
      const expiredTitle = lang === 'en' ? 'QR code expired' : 'انتهت صلاحية رمز QR';
      await expect(page.getByRole('heading', { level: 1, name: expiredTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      await expect.poll(() => page.url()).not.toContain('code=');
      await expectNoAxeViolations(page);

      const { appointmentId, headers } = await bookedClient(request, lang === 'en' ? 1 : 2);
      const issued = await (
        await request.post('/api/verification/links', {
          headers,
          data: { appointmentId, purpose: 'verify' },
        })
      ).json();
      const token = new URL(issued.data.url as string).searchParams.get('code')!;
      await gotoHydrated(
        page,
        `/verification/london/latest?lang=${lang}&code=${alteredToken(token)}`,
      );
      const errorTitle = lang === 'en' ? 'Verification error' : 'خطأ في التحقق';
      await expect(page.getByRole('heading', { level: 1, name: errorTitle })).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});

test.describe('the /verify camera scanner', () => {
  test('reads the QR code from the camera and shows the client', async ({ request }) => {
    const { appointmentId, nurse, headers } = await bookedClient(request, 3);
    const issued = await (
      await request.post('/api/verification/links', {
        headers,
        data: { appointmentId, purpose: 'verify' },
      })
    ).json();
    const video = qrCameraFile(issued.data.qrPng as string, unique('qr'));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    await context.grantPermissions(['camera']);
    const page = await context.newPage();
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(page.getByText('Verify OK: the code is valid.')).toBeVisible();
    await expect(page.getByText('Vera Client', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await browser.close();
  });

  test('says clearly when the camera cannot be used', async ({ page, request }) => {
    const { nurse } = await bookedClient(request, 4);
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan QR code' }).click();
    await expect(page.getByRole('alert')).toContainText(/camera/i);
    await expectNoAxeViolations(page);
  });
});
