import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { getTemplate } from '../src/shared/forms/registry';
import { validAnswers } from '../src/shared/forms/test-support';
import { createStaff, signInWithPassword } from './accounts-support';
import { expectNoAxeViolations } from './support';

/** A member of staff who works at London (the day view and record screens need the store). */
export function londonStaff(request: APIRequestContext, role: 'practitioner' | 'nurse') {
  return createStaff(request, role, ['london']);
}

export async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/login');
  await signInWithPassword(page, person.email, person.password);
  // Staff land on their home (the day view).
  await expect(page).not.toHaveURL(/\/login/);
}

export const question = (page: Page, id: string) => page.locator(`[data-question="${id}"]`);

/** Draws on a signature field's pad with real pointer moves and confirms it. */
export async function sign(page: Page, field: Locator) {
  await field.getByRole('button', { name: 'Sign', exact: true }).click();
  const canvas = field.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) {
    await page.mouse.move(box.x + 20 + i * 30, y + (i % 2 === 0 ? -30 : 30), { steps: 4 });
  }
  await page.mouse.up();
  await field.getByRole('button', { name: 'Use this signature' }).click();
  await expect(field.locator('img')).toBeVisible();
}

/**
 * The practitioner clears the visit on the review screen with a drawn signature, giving
 * `reason` for every safety warning the client's record raises (decision 027).
 */
export async function clearForTreatment(
  page: Page,
  reason = 'Cleared for hydration only; no vitamin C today.',
) {
  const part = page.getByTestId('practitioner');
  await question(page, 'share_with_gp').locator('input[value="no"]').check();
  await question(page, 'clearance_decision').locator('input[value="cleared"]').check();
  for (const box of await part.locator('[data-safety-warning] textarea').all()) {
    await box.fill(reason);
  }
  await sign(page, question(page, 'signature_1'));
  await expectNoAxeViolations(page);
  await part.getByRole('button', { name: 'Sign the decision' }).click();
  await expect(part.getByTestId('decision')).toContainText('Cleared for treatment');
}

/**
 * The nurse fills the treatment record as at the chair: vitals before, the infusion (product,
 * dose and its batch, cannula, gauge, arm, tubes), vitals after, the 30-minute observation, and
 * signs.
 */
export async function recordTreatment(nursePage: Page) {
  const form = nursePage.getByTestId('treatment-form');
  await expect(form).toBeVisible();
  const fill = (id: string, value: string) => nursePage.locator(`#q-${id}`).fill(value);
  // A slip of the finger is said under the field as the nurse moves on, not at signing.
  await fill('bp_systolic_before', '1220');
  await nursePage.locator('#q-bp_diastolic_before').focus();
  const systolicError = nursePage.locator('#q-bp_systolic_before-error');
  await expect(systolicError).toHaveText('Enter a value between 60 and 260 mmHg.');
  await expect(nursePage.getByTestId('error-summary')).toHaveCount(0);
  await fill('bp_systolic_before', '122');
  await expect(systolicError).toHaveCount(0);
  await fill('bp_diastolic_before', '78');
  await fill('pulse_before', '70');
  await fill('sat_o2_before', '98');
  await fill('height', '170');
  await fill('weight', '68');
  await expect(nursePage.locator('#q-bmi')).toHaveText('23.5');
  await fill('session_number', '1');
  const products = question(nursePage, 'product_lines');
  await products.locator('select').first().selectOption({ index: 1 });
  await nursePage.getByLabel('Batch or lot number').fill('LOT-2025/0417');
  await question(nursePage, 'cannula_type').getByRole('radio').first().check();
  await question(nursePage, 'gauge').locator('input[value="22g"]').check();
  await question(nursePage, 'arm').locator('input[value="left"]').check();
  await question(nursePage, 'blood_tubes').locator('input[value="sst_gold"]').check();
  await fill('bp_systolic_after', '118');
  await fill('bp_diastolic_after', '76');
  await fill('pulse_after', '72');
  await fill('sat_o2_after', '99');
  await question(nursePage, 'observation_outcome')
    .locator('input[value="stayed_30_minutes"]')
    .check();
  await expect(nursePage.getByTestId('draft-status')).toHaveText('All changes saved.');
  await sign(nursePage, question(nursePage, 'signature_1'));
}

/** Marks the page so a reload (which would drop the mark) is noticed. */
export async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { dayViewMark: number }).dayViewMark = 1));
}
export async function expectNotReloaded(page: Page) {
  const mark = await page.evaluate(
    () => (window as unknown as { dayViewMark?: number }).dayViewMark,
  );
  expect(mark, 'the page was not reloaded').toBe(1);
}

/** A signature as a pad draws it: a black zig-zag on white, 300 × 100. */
export function drawnSignaturePng(): string {
  const png = new PNG({ width: 300, height: 100 });
  png.data.fill(255);
  for (let x = 20; x < 280; x += 1) {
    const y = 50 + Math.round(30 * Math.sin(x / 15));
    for (let dy = -2; dy <= 2; dy += 1) {
      const i = (png.width * (y + dy) + x) << 2;
      png.data[i] = png.data[i + 1] = png.data[i + 2] = 0;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

/**
 * The client's signed questionnaire for the appointment (`answers` override the plausible
 * defaults). Sent by staff for the appointment (decision 010), so it is the client's submission
 * and moves the appointment to "MF and RF completed"; the questionnaire screens have their own
 * spec.
 */
export async function submitQuestionnaire(
  request: APIRequestContext,
  headers: Record<string, string>,
  appointmentId: string,
  answers: Record<string, unknown> = {},
  locale = 'en',
) {
  const template = getTemplate('mf_uk_20240926')!;
  const filled = validAnswers(template, { first_name: 'Vera', last_name: 'Client', ...answers });
  const signatures = template.sections
    .flatMap((s) => s.questions)
    .filter((q) => q.type === 'signature')
    .map((q) => {
      delete filled[q.id];
      return {
        slot: (q as { slot: 1 | 2 | 3 }).slot,
        png_base64: drawnSignaturePng(),
        method: 'drawn',
        signer_name: 'Vera Client',
      };
    });
  const body = await (
    await request.post('/api/forms/submissions', {
      headers,
      data: {
        template_id: template.id,
        version: template.version,
        store_code: 'london',
        locale,
        purpose: 'mf',
        answers: filled,
        signatures,
        idempotency_key: randomUUID(),
        appointment_id: appointmentId,
      },
    })
  ).json();
  expect(body.code, JSON.stringify(body)).toBe(0);
}
