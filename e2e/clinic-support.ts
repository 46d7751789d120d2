import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { getTemplate } from '../src/shared/forms/registry';
import { validAnswers } from '../src/shared/forms/test-support';
import { createStaff } from './accounts-support';
import { expectNoAxeViolations } from './support';

/** A member of staff who works at London (the day view and record screens need the store). */
export function londonStaff(request: APIRequestContext, role: 'practitioner' | 'nurse' | 'admin') {
  return createStaff(request, role, ['london']);
}

/**
 * Signs in over the API in the page's own browser context: the session cookie is the browser's,
 * and the next page the test opens asks the server who is signed in, as after a sign-in on the
 * screen. The sign-in screen itself is driven by hand in its own specs (accounts, first-day).
 */
export async function signIn(page: Page, person: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { account: person.email, password: person.password },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(0);
}

export const question = (page: Page, id: string) => page.locator(`[data-question="${id}"]`);

/**
 * The interactions a person makes (a click, a field filled, a box ticked, a stroke drawn),
 * counted as a screen's cost: the clinic-day spec asserts how many each role needs.
 */
export class Tally {
  count = 0;
  /** Runs one interaction and counts it. */
  async act<T>(interaction: Promise<T>): Promise<T> {
    const result = await interaction;
    this.count += 1;
    return result;
  }
}

/** Draws on a signature field's pad with real pointer moves and confirms it. */
export async function sign(page: Page, field: Locator, tally = new Tally()) {
  await tally.act(field.getByRole('button', { name: 'Sign', exact: true }).click());
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
  tally.count += 1; // The stroke.
  await tally.act(field.getByRole('button', { name: 'Use this signature' }).click());
  await expect(field.locator('img')).toBeVisible();
}

/**
 * The practitioner clears the visit on the review screen with a drawn signature, giving
 * `reason` for every safety warning the client's record raises (decision 027).
 */
export async function clearForTreatment(
  page: Page,
  reason = 'Cleared for hydration only; no vitamin C today.',
  tally = new Tally(),
) {
  const part = page.getByTestId('practitioner');
  await tally.act(question(page, 'share_with_gp').locator('input[value="no"]').check());
  await tally.act(question(page, 'clearance_decision').locator('input[value="cleared"]').check());
  for (const box of await part.locator('[data-safety-warning] textarea').all()) {
    await tally.act(box.fill(reason));
  }
  await sign(page, question(page, 'signature_1'), tally);
  await expectNoAxeViolations(page);
  await tally.act(part.getByRole('button', { name: 'Sign the decision' }).click());
  await expect(part.getByTestId('decision')).toContainText('Cleared for treatment');
}

/**
 * The nurse fills the treatment record as at the chair: vitals before (height, weight and the
 * session number come filled in), the infusion (product, dose and its batch, cannula, gauge,
 * arm, tubes), vitals after, the 30-minute observation with its times, and signs. The
 * completion time is left for the signature to set.
 */
export async function recordTreatment(nursePage: Page, tally = new Tally()) {
  const form = nursePage.getByTestId('treatment-form');
  await expect(form).toBeVisible();
  const fill = (id: string, value: string) => tally.act(nursePage.locator(`#q-${id}`).fill(value));
  const pick = (id: string, value: string) =>
    tally.act(question(nursePage, id).locator(`input[value="${value}"]`).check());
  // A slip of the finger is said under the field as the nurse moves on, not at signing. The
  // slips are the test's, not the nurse's path: only the answers she keeps are counted.
  await nursePage.locator('#q-bp_systolic_before').fill('1220');
  await nursePage.locator('#q-bp_diastolic_before').focus();
  const systolicError = nursePage.locator('#q-bp_systolic_before-error');
  await expect(systolicError).toHaveText('Enter a value between 60 and 260 mmHg.');
  await expect(nursePage.getByTestId('error-summary')).toHaveCount(0);
  await fill('bp_systolic_before', '122');
  await expect(systolicError).toHaveCount(0);
  await fill('bp_diastolic_before', '78');
  await fill('pulse_before', '70');
  await fill('sat_o2_before', '98');
  // What the client gave and the record knows is not typed again.
  await expect(nursePage.locator('#q-height')).not.toHaveValue('');
  await expect(nursePage.locator('#q-weight')).not.toHaveValue('');
  await expect(nursePage.locator('#q-bmi')).toHaveText(/^\d+(\.\d)?$/);
  await expect(nursePage.locator('#q-session_number')).toHaveValue('1');
  const products = question(nursePage, 'product_lines');
  await tally.act(products.locator('select').first().selectOption({ index: 1 }));
  await tally.act(nursePage.getByLabel('Batch or lot number').fill('LOT-2025/0417'));
  await tally.act(question(nursePage, 'cannula_type').getByRole('radio').first().check());
  await pick('gauge', '22g');
  await pick('arm', 'left');
  await pick('blood_tubes', 'sst_gold');
  await fill('bp_systolic_after', '118');
  await fill('bp_diastolic_after', '76');
  await fill('pulse_after', '72');
  await fill('sat_o2_after', '99');
  await pick('observation_outcome', 'stayed_30_minutes');
  // An end before the start is said at the field; the nurse corrects it.
  await fill('observation_start', '10:40');
  await nursePage.locator('#q-observation_end').fill('10:10');
  await nursePage.locator('#q-comments').focus();
  await expect(nursePage.locator('#q-observation_end-error')).toHaveText(
    'The observation cannot end before it started.',
  );
  await fill('observation_end', '11:10');
  await expect(nursePage.locator('#q-observation_end-error')).toHaveCount(0);
  await expect(nursePage.locator('#q-completion_time')).toHaveValue('');
  await expect(nursePage.getByTestId('draft-status')).toHaveText('All changes saved.');
  await sign(nursePage, question(nursePage, 'signature_1'), tally);
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
