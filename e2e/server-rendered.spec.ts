import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, createStaff, signInWithPassword, unique } from './accounts-support';
import { bookViaApi } from './clients-support';
import { TEXTS } from './questionnaire-support';
import { expectNoAxeViolations, gotoHydrated, PHONE } from './support';

/** The page titles as the locale files have them (the test reads what translators wrote). */
function catalog(language: 'en' | 'ar') {
  const file = path.resolve(import.meta.dirname, `../src/web/i18n/locales/${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as {
    pages: {
      mf: { title: string };
      login: { title: string };
      bookOnline: { title: string };
      verification: { body: string };
    };
    login: { signIn: string };
  };
}

/**
 * Holds the scripts `pattern` matches until `release` is called: the server's screen is up,
 * React is not, as on a slow phone while the code is still arriving.
 */
async function holdScripts(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
    // Its CSS came in the page: no stylesheet is fetched again.
    expect(asked.filter((p) => p.endsWith('.css'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a visitor’s first load of every client route makes no request that fails', async ({
    page,
  }) => {
    const routes = [LINK, '/new/london/20240926', '/verification/london/latest', '/rf'];
    for (const route of [...routes, '/login', '/book-online']) {
      const problems = watchConsole(page);
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(failed, route).toEqual([]);
      expect(problems, route).toEqual([]);
      page.removeAllListeners('response');
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    // The re-consent page tells the visitor how to get to their own form.
    await page.goto('/rf');
    const notice = page.getByTestId('cannot-fill');
    await expect(notice).toHaveAttribute('data-reason', 'sign_in_required');
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/login');
  });

  test('a visitor with neither a link nor a sign-in is told what to do in the server’s page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const verification = catalog('en').pages.verification.body;
    await page.goto('/verification/london/latest');
    await expect(page.getByText(verification)).toBeVisible();
    // An address that names a link is checked in the browser: the server draws no verdict.
    await page.goto('/verification/london/latest?from=link');
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByText(verification)).toHaveCount(0);
    await page.goto('/rf?lang=ar');
    const notice = page.getByTestId('cannot-fill');
    await expect(notice).toHaveAttribute('data-reason', 'sign_in_required');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('the sign-in notice on /rf is the server’s answer, kept without asking again', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/rf');
    await expect(page.getByTestId('cannot-fill')).toHaveAttribute(
      'data-reason',
      'sign_in_required',
    );
    await page.waitForLoadState('networkidle');
    const reconsentAsks = () => asked.filter((p) => p === '/api/forms/reconsent').length;
    expect(reconsentAsks()).toBe(0);
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page);
    // The server's facts were for that first screen only: /rf opened again in the tab asks.
    await page.getByTestId('cannot-fill').getByRole('link').click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page.getByTestId('cannot-fill')).toBeVisible();
    await expect.poll(reconsentAsks).toBe(1);
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
      const urls = [link.pathname + link.search, LINK, '/new/london/20240926', '/rf', '/login'];
      for (const url of [...urls, '/book-online']) {
        const html = await (await page.request.get(url, { headers })).text();
        // Booking at the desk starts from what only the signed-in browser knows.
        const drawn = url !== '/book-online' || !headers.cookie;
        expect(html.includes('id="ssr-data"'), url).toBe(drawn);
        for (const secret of secrets) expect(html, `${url} holds ${secret}`).not.toContain(secret);
      }
    }
  });

  for (const language of ['en', 'ar'] as const) {
    test(`sign-in and booking show their first screen without JavaScript (${language})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      const texts = catalog(language);
      await page.goto(`/login?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.pages.login.title);
      await expect(
        page.getByRole('button', { name: texts.login.signIn, exact: true }),
      ).toBeVisible();
      await page.goto(`/book-online?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        texts.pages.bookOnline.title,
      );
      await context.close();
    });
  }

  test('what is typed before any of the page’s code runs is kept, and a press sends nothing', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const nurse = await createStaff(request, 'nurse');
    const release = await holdScripts(page, '**/assets/**/*.js');
    // Module scripts hold back DOMContentLoaded: the page is only committed, and drawn.
    await page.goto('/login', { waitUntil: 'commit' });
    await signInWithPassword(page, nurse.email, nurse.password);
    // The browser's own submit went nowhere: the address holds nothing of what was typed.
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByLabel('Email address')).toHaveValue(nurse.email);
    // React has the typing: a press now signs in without typing again.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/today$/);
    expect(problems).toEqual([]);
  });

  test('a press while the page is still getting ready is made once it is', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const nurse = await createStaff(request, 'nurse');
    // The entry runs (it holds submits from then on); the sign-in page's own code waits.
    const release = await holdScripts(page, '**/assets/login-page-*.js');
    await page.goto('/login', { waitUntil: 'commit' });
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    release();
    await expect(page).toHaveURL(/\/today$/);
    expect(problems).toEqual([]);
  });

  test('a client who agrees to the terms before the form is ready stays agreed', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const release = await holdScripts(page, '**/assets/**/*.js');
    await page.goto(`${LINK}?lang=ar`, { waitUntil: 'commit' });
    await page.locator('#q-agree_terms').check();
    await page.getByRole('button', { name: TEXTS.ar.continue }).click();
    release();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('#q-agree_terms')).toBeChecked();
    // React has the tick: continuing is not refused, and the questionnaire follows.
    await page.getByRole('button', { name: TEXTS.ar.continue }).click();
    await expect(page.getByRole('button', { name: TEXTS.ar.submit })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the sign-in page hydrates without a warning and passes axe', async ({ page }) => {
    const problems = watchConsole(page);
    await gotoHydrated(page, '/login?lang=ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      catalog('ar').pages.login.title,
    );
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/book-online?lang=ar');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });
});
