import { expect, test, type Locator, type Page } from '@playwright/test';
import { londonStaff, question, signIn, submitQuestionnaire } from './clinic-support';
import { tabTo, tr, trForms } from './keyboard-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

/**
 * The practitioner's clearance and the nurse's treatment record with the interface in Arabic,
 * by keyboard only: Tab, arrow keys and Space on radio groups, typed text, Enter on buttons.
 * Every text is the catalog's own, so wording fixes there do not break the test.
 */

const REASON = 'يقتصر العلاج اليوم على الترطيب.';

/** A page of the record in Arabic, as the `lang` parameter stores the choice. */
async function openInArabic(page: Page, path: string, title: string) {
  await page.goto(`${path}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // A new page starts at its heading, so a screen reader says where it is.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
}

/** Tab to a text or number field and type into it, focus staying there. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
  await expect(field).toBeFocused();
}

/** From a radio group's first option (where Tab enters it), an arrow key per step to `value`. */
async function chooseByKeyboard(page: Page, group: Locator, value: string) {
  const radios = group.getByRole('radio');
  await tabTo(page, radios.first());
  const steps = await radios.evaluateAll(
    (inputs, wanted) => inputs.findIndex((input) => (input as HTMLInputElement).value === wanted),
    value,
  );
  if (steps === 0) await page.keyboard.press('Space');
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  const chosen = group.locator(`input[value="${value}"]`);
  await expect(chosen).toBeChecked();
  await expect(chosen).toBeFocused();
}

/**
 * Signs a signature field with the typed name from its pad: the pad opens on its heading, and
 * closing it (Cancel, then the signature itself) gives focus back to the field's button.
 */
async function signWithTypedName(page: Page, field: Locator, { cancelFirst = false } = {}) {
  const signButton = field.getByRole('button', { name: tr('ar', 'signature.sign'), exact: true });
  await expect(signButton).toBeFocused();
  const pad = field.getByRole('group', { name: tr('ar', 'signature.padTitle') });
  const heading = pad.getByRole('heading', { name: tr('ar', 'signature.padTitle'), level: 4 });
  await page.keyboard.press('Enter');
  await expect(heading).toBeFocused();
  if (cancelFirst) {
    await tabTo(page, pad.getByRole('button', { name: tr('ar', 'common.cancel') }));
    await page.keyboard.press('Enter');
    await expect(signButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
  }
  await tabTo(page, pad.getByRole('button', { name: tr('ar', 'signature.useTyped') }));
  await page.keyboard.press('Enter');
  await expect(field.getByRole('img', { name: tr('ar', 'signature.imageAlt') })).toBeVisible();
  await expect(field.getByRole('button', { name: tr('ar', 'signature.signAgain') })).toBeFocused();
}

/**
 * Enter on the section's sign button: its confirmation takes focus, says `text` and is announced,
 * and the page is still right to left and clean for axe.
 */
async function signAndConfirm(page: Page, button: Locator, confirmation: Locator, text: string) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(text);
  await expect(page.getByTestId('announce-polite')).toContainText(text);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
}

test('in Arabic, a practitioner clears and a nurse records the treatment, by keyboard only', async ({
  page,
  browser,
  request,
}) => {
  const { appointmentId, headers } = await bookedClient(request, 27);
  await submitQuestionnaire(request, headers, appointmentId);

  // The practitioner: the GP question, the decision, a reason for each safety warning.
  await signIn(page, await londonStaff(request, 'practitioner'));
  await openInArabic(
    page,
    `/detail/london/20240926?appointment=${appointmentId}`,
    tr('ar', 'review.title'),
  );
  const part = page.getByTestId('practitioner');
  await chooseByKeyboard(page, question(page, 'share_with_gp'), 'no');
  await chooseByKeyboard(page, question(page, 'clearance_decision'), 'cleared');
  for (const box of await part.locator('[data-safety-warning] textarea').all()) {
    await typeInto(page, box, REASON);
  }
  // Signing the decision before the signature: the summary names the practitioner's signature
  // and what to do, and focus goes to its Sign button.
  const submit = part.getByRole('button', { name: tr('ar', 'review.signDecision') });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(part.getByTestId('error-summary')).toContainText(
    `${trForms('ar', 'questions.practitioner_signature.label')}: ${trForms('ar', 'validation.staffSignatureRequired')}`,
  );
  await signWithTypedName(page, question(page, 'signature_1'));
  await expect(part.getByTestId('error-summary')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await signAndConfirm(
    page,
    submit,
    part.getByTestId('decision'),
    tr('ar', 'review.decision.cleared'),
  );

  // The nurse: the readings, a product and its batch, the required choices and the signature.
  const nursePage = await (await browser.newContext()).newPage();
  await signIn(nursePage, await londonStaff(request, 'nurse'));
  await openInArabic(
    nursePage,
    `/medical/london/20231027?appointment=${appointmentId}`,
    tr('ar', 'treatment.title'),
  );
  const field = (id: string) => nursePage.locator(`#q-${id}`);
  for (const [id, value] of [
    ['bp_systolic_before', '122'],
    ['bp_diastolic_before', '78'],
    // An Arabic keyboard types Arabic-Indic digits.
    ['pulse_before', '٧٠'],
    ['sat_o2_before', '98'],
  ] as const) {
    await typeInto(nursePage, field(id), value);
  }
  // A closed list takes its first product with an arrow key; Tab goes on to the dose and batch.
  const product = field('product_lines');
  await tabTo(nursePage, product);
  await nursePage.keyboard.press('ArrowDown');
  await expect(product).not.toHaveValue('');
  await expect(product).toBeFocused();
  await typeInto(nursePage, field('product_lines-batch'), 'LOT-2025/0417');
  await chooseByKeyboard(nursePage, question(nursePage, 'cannula_type'), 'cannula');
  await chooseByKeyboard(nursePage, question(nursePage, 'gauge'), '22g');
  await chooseByKeyboard(nursePage, question(nursePage, 'arm'), 'left');
  for (const [id, value] of [
    ['bp_systolic_after', '118'],
    ['bp_diastolic_after', '76'],
    ['pulse_after', '72'],
    ['sat_o2_after', '99'],
  ] as const) {
    await typeInto(nursePage, field(id), value);
  }
  await chooseByKeyboard(
    nursePage,
    question(nursePage, 'observation_outcome'),
    'stayed_30_minutes',
  );
  const nurseSign = question(nursePage, 'signature_1').getByRole('button', {
    name: tr('ar', 'signature.sign'),
    exact: true,
  });
  await tabTo(nursePage, nurseSign);
  await signWithTypedName(nursePage, question(nursePage, 'signature_1'), { cancelFirst: true });
  await expectNoAxeViolations(nursePage);
  await signAndConfirm(
    nursePage,
    nursePage
      .getByTestId('treatment-form')
      .getByRole('button', { name: tr('ar', 'treatment.sign') }),
    nursePage.getByTestId('completed'),
    tr('ar', 'treatment.completed'),
  );
});
