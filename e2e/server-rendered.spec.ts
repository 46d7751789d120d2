import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createStaff, unique } from './accounts-support';
import { bookViaApi } from './clients-support';
import { TEXTS } from './questionnaire-support';
import { expectNoAxeViolations, PHONE } from './support';

/** The page titles as the locale files have them (the test reads what translators wrote). */
function catalog(language: 'en' | 'ar') {
  const file = path.resolve(import.meta.dirname, `../src/web/i18n/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as { pages: { mf: { title: string } } };
}
const LINK = '/mf/london/20240926';

/** Console lines React writes when the server's markup and the first client render differ. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the server-rendered first screen', () => {
  test.use(PHONE);

  for (const language of ['en', 'ar'] as const) {
    test(`a form link shows its first screen without JavaScript (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${LINK}?lang=${language}`);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      const title = catalog(language).pages.mf.title;
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('button', { name: TEXTS[language].continue })).toBeVisible();
      // Styled by the CSS in the page itself: the header keeps its 80 px (spec §2).
      const header = await page.locator('header').boundingBox();
      expect(header?.height).toBe(80);
      await context.close();
    });
  }

  test('the form hydrates without a warning, asks for nothing it carried, and then works', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${LINK}?lang=ar`);
    const continueButton = page.getByRole('button', { name: TEXTS.ar.continue });
    await expect(continueButton).toBeVisible();
    // Hydrated: the page's own code answers the button (an empty first screen names its errors).
    await expect(async () => {
      await continueButton.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expectNoAxeViolations(page);
    expect(asked.filter((p) => p.startsWith('/api/stores/'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the identity check page is drawn by the server and hydrates without a warning', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const response = await page.request.get('/verification/london/latest?lang=ar');
    expect(await response.text()).toContain('id="ssr-data"');
    await page.goto('/verification/london/latest?lang=ar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('no client or staff data is in the served HTML, whoever asks', async ({ page, request }) => {
    const id = unique('ssr');
    const names = { first_name: `Zephyrine${id}`, last_name: `Quillfeather${id}` };
    const email = `${id}@e2e.test`;
    const booked = await bookViaApi(request, { channel: 'email', email }, names);
    const staff = await createStaff(request, 'nurse');
    const staffHeaders = await apiSignIn(request, staff.email, staff.password);
    const link = new URL(booked.form_link, 'http://localhost');
    const secrets = [
      names.first_name,
      names.last_name,
      email,
      booked.contact_code,
      staff.name,
      staff.email,
      staffHeaders['x-csrf-token'],
      ...link.searchParams.values(),
    ].filter((s) => s.length >= 6);
    const askers: Record<string, string>[] = [{}, { cookie: staffHeaders.cookie }];
    for (const headers of askers) {
      for (const url of [link.pathname + link.search, LINK, '/new/london/20240926', '/rf']) {
        const html = await (await page.request.get(url, { headers })).text();
        expect(html, url).toContain('id="ssr-data"');
        for (const secret of secrets) expect(html, `${url} holds ${secret}`).not.toContain(secret);
      }
    }
  });
});
