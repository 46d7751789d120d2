import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, expectNoAxeViolations } from './support';

/** Button and status texts the test clicks or waits for, per language. */
const TEXTS = {
  en: {
    continue: 'Continue',
    submit: 'Submit',
    retry: 'Try again',
    sign: 'Sign',
    confirm: 'Use this signature',
    saved: 'All changes saved.',
    success: 'Thank you',
  },
  ar: {
    continue: 'متابعة',
    submit: 'إرسال',
    retry: 'إعادة المحاولة',
    sign: 'التوقيع',
    confirm: 'استخدام هذا التوقيع',
    saved: 'تم حفظ جميع التغييرات.',
    success: 'شكرًا لك',
  },
} as const;
type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/** A plausible answer for a text box, from what the box is for. */
function textFor(id: string, autocomplete: string | null): string {
  if (id.includes('phone')) return '+44 7700 900123';
  if (autocomplete === 'postal-code') return 'SW1A 1AA';
  if (autocomplete === 'family-name') return 'Martin';
  if (autocomplete === 'given-name' || id.endsWith('name')) return 'Alice';
  if (id === 'q-state') return 'NY';
  return 'Answer';
}

/** Draws a short zig-zag on the signature canvas with real pointer moves. */
async function drawSignature(page: Page, canvas: Locator): Promise<void> {
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('signature canvas not visible');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) {
    await page.mouse.move(box.x + 20 + i * 30, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  }
  await page.mouse.up();
}

/**
 * Answers every question on screen that has no answer yet, as a client would, until nothing new
 * appears (answers reveal follow-up questions). Yes/no questions get "no" except the first, which
 * gets "yes" with its detail. Returns how many controls were answered.
 */
async function answerVisibleQuestions(page: Page, texts: Texts, limit = Infinity): Promise<number> {
  let answered = 0;
  let yesGiven = false;
  for (let round = 0; round < 30 && answered < limit; round += 1) {
    let changed = false;
    const questions = page.locator('form [data-question]');
    const count = await questions.count();
    for (let i = 0; i < count && answered < limit; i += 1) {
      const q = questions.nth(i);
      const radios = q.locator('input[type=radio]');
      const boxes = q.locator('input[type=checkbox]');
      const nRadios = await radios.count();
      if (nRadios > 0) {
        if ((await q.locator('input[type=radio]:checked').count()) === 0) {
          const values = await radios.evaluateAll((els) =>
            els.map((e) => (e as HTMLInputElement).value),
          );
          const isYesNo = values.length === 2 && values.includes('yes') && values.includes('no');
          const pick = isYesNo ? (yesGiven ? 'no' : 'yes') : values[0];
          if (isYesNo && pick === 'yes') yesGiven = true;
          await q.locator(`input[type=radio][value="${pick}"]`).check();
          answered += 1;
          changed = true;
        }
      } else if ((await boxes.count()) > 0) {
        if ((await q.locator('input[type=checkbox]:checked').count()) === 0) {
          await boxes.first().check();
          answered += 1;
          changed = true;
        }
      }
      for (const input of await q
        .locator('input[type=text], input[type=tel], input[type=email]')
        .all()) {
        if ((await input.inputValue()) !== '') continue;
        const id = (await input.getAttribute('id')) ?? '';
        if (id === 'q-height') await input.fill('170');
        else if (id === 'q-weight') await input.fill('70');
        else if (
          (await input.getAttribute('inputmode')) === 'decimal' ||
          (await input.getAttribute('inputmode')) === 'numeric'
        )
          await input.fill('1');
        else await input.fill(textFor(id, await input.getAttribute('autocomplete')));
        answered += 1;
        changed = true;
      }
      for (const input of await q.locator('input[type=date]').all()) {
        if ((await input.inputValue()) !== '') continue;
        await input.fill('1990-05-15');
        answered += 1;
        changed = true;
      }
      for (const area of await q.locator('textarea').all()) {
        if ((await area.inputValue()) !== '') continue;
        await area.fill('Details given for the record.');
        answered += 1;
        changed = true;
      }
      for (const select of await q.locator('select').all()) {
        if ((await select.inputValue()) !== '') continue;
        const options = await select
          .locator('option')
          .evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value).filter(Boolean));
        await select.selectOption(options[0] ?? '');
        answered += 1;
        changed = true;
      }
      const sign = q.getByRole('button', { name: texts.sign, exact: true });
      if ((await sign.count()) > 0) {
        await sign.click();
        await drawSignature(page, q.getByTestId('signature-canvas'));
        await q.getByRole('button', { name: texts.confirm }).click();
        await expect(q.locator('img')).toBeVisible();
        answered += 1;
        changed = true;
      }
    }
    if (!changed) break;
  }
  return answered;
}

async function passGate(page: Page, texts: Texts): Promise<void> {
  // Terms first: only the gate is on screen, and continuing without agreeing is refused.
  await expect(page.locator('form [data-question]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.continue }).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expect(page.locator('#q-agree_terms')).toBeFocused();
  await expectNoAxeViolations(page);
  await page.locator('#q-agree_terms').check();
  await page.getByRole('button', { name: texts.continue }).click();
  await expect(page.getByRole('button', { name: texts.submit })).toBeVisible();
}

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
  await expect(page.getByTestId('save-status')).toHaveText(texts.saved, { timeout: 15_000 });
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
    await page.goto('/mf/london/20231027');
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
    await page.goto('/mf/london/20231027');
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
});
