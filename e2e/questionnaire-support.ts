import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support';

/** Button and status texts the test clicks or waits for, per language. */
export const TEXTS = {
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
export type Texts = (typeof TEXTS)[keyof typeof TEXTS];

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
export async function drawSignature(page: Page, canvas: Locator): Promise<void> {
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
 * gets "yes" with its detail; `picks` chooses the radio value of named questions (question id →
 * value). Returns how many controls were answered.
 */
export async function answerVisibleQuestions(
  page: Page,
  texts: Texts,
  limit = Infinity,
  picks: Record<string, string> = {},
): Promise<number> {
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
          const named = picks[(await q.getAttribute('data-question')) ?? ''];
          const pick = named ?? (isYesNo ? (yesGiven ? 'no' : 'yes') : values[0]);
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
        .locator('input[type=text]:not([data-date-entry]), input[type=tel], input[type=email]')
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
      for (const input of await q.locator('input[data-date-entry]').all()) {
        if ((await input.inputValue()) !== '') continue;
        // An ISO date is read the same in every language's order.
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

export async function passGate(page: Page, texts: Texts): Promise<void> {
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
