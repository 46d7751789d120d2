import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { TEXTS, answerVisibleQuestions, passGate, type Texts } from './questionnaire-support';

async function fillSubmitAndSucceed(page: Page, path: string, texts: Texts): Promise<void> {
  await page.goto(path);
  await passGate(page, texts);
  const progressBar = page.getByRole('progressbar');
  // Only the terms and the pre-filled signature dates are answered so far.
  const start = Number(await progressBar.getAttribute('aria-valuenow'));
  expect(start).toBeLessThan(20);

  // Submitting empty shows every error next to its field and focuses the first.
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expectNoAxeViolations(page);

  // Half-way: the answers are saved; a reload finds them again.
  await answerVisibleQuestions(page, texts, 8);
  const firstName = await page.locator('#q-first_name').inputValue();
  expect(firstName).not.toBe('');
  await expect(page.getByTestId('save-status')).toHaveText(texts.saved);
  await page.reload();
  await expect(page.locator('#q-first_name')).toHaveValue(firstName);
  expect(Number(await progressBar.getAttribute('aria-valuenow'))).toBeGreaterThan(start);

  await answerVisibleQuestions(page, texts);
  await expect(progressBar).toHaveAttribute('aria-valuenow', '100');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.submit }).click();
  await expect(page).toHaveURL(/\/medicalSuccess/);
  await expect(page.getByRole('heading', { level: 1, name: texts.success })).toBeVisible();
  await expectNoAxeViolations(page);
}

test.describe('questionnaire on a phone', () => {
  test.use(PHONE);
  test.setTimeout(240_000);

  test('a client agrees to the terms, fills mfUk, signs three times, reloads and submits', async ({
    page,
  }) => {
    await fillSubmitAndSucceed(page, '/mf/london/20231027', TEXTS.en);
    // The draft is gone after the submission: opening the link again starts afresh.
    await gotoHydrated(page, '/mf/london/20231027');
    await expect(page.getByRole('button', { name: TEXTS.en.continue })).toBeVisible();
  });

  test('the same in Arabic, right to left, for mf_uk_20240926', async ({ page }) => {
    await fillSubmitAndSucceed(page, '/mf/london/20240926?lang=ar', TEXTS.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a submit whose request fails keeps every answer and succeeds on retry', async ({
    page,
  }) => {
    const texts = TEXTS.en;
    await gotoHydrated(page, '/mf/london/20231027');
    await passGate(page, texts);
    await answerVisibleQuestions(page, texts);
    let failed = 0;
    let keys: string[] = [];
    await page.route('**/api/forms/submissions', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
      if (failed === 0) {
        failed += 1;
        await route.abort('internetdisconnected');
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByTestId('submit-failed')).toBeVisible();
    await expect(page).toHaveURL(/\/mf\/london\/20231027$/);
    await expect(page.locator('#q-first_name')).not.toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: texts.retry }).click();
    await expect(page).toHaveURL(/\/medicalSuccess/);
    // One attempt series, one key: the server stores one record.
    expect(keys.length).toBe(2);
    expect(new Set(keys).size).toBe(1);
    keys = [];
  });

  test('a submit the server answers 503 (database out of reach) is sent again by itself', async ({
    page,
  }) => {
    const texts = TEXTS.en;
    await gotoHydrated(page, '/mf/london/20231027');
    await passGate(page, texts);
    await answerVisibleQuestions(page, texts);
    const keys: string[] = [];
    await page.route('**/api/forms/submissions', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotency_key: string }).idempotency_key);
      if (keys.length === 1) {
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '5' },
          json: { code: 50300, message: 'errors.unavailable', data: null },
        });
      } else {
        await route.continue();
      }
    });
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByTestId('submit-failed')).toBeVisible();
    await expect(page.locator('#q-first_name')).not.toHaveValue('');
    // No click: the page tries again after the server's pause.
    await expect(page).toHaveURL(/\/medicalSuccess/);
    expect(keys.length).toBe(2);
    expect(new Set(keys).size).toBe(1);
  });
});
