import { expect, test } from '@playwright/test';
import { londonStaff, question, sign, signIn, submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

const G6PD_TITLE = 'G6PD deficiency and vitamin C';
const VITAMIN_C = 'Vitamin C (ascorbic acid)';

/**
 * The clinical safety checks on the staff screens (decision 027): a G6PD-deficient client.
 * The practitioner is warned beside the decision and must give a reason to clear; the nurse is
 * warned inside the vitamin C line (and under a systolic of 185) and must give a reason for each
 * to sign; the signed record keeps the reasons. The warnings are announced to screen readers
 * and the screens stay accessible, in Arabic too.
 */
test('G6PD deficiency and vitamin C: warned, and signed only with a reason', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { appointmentId, headers } = await bookedClient(request, 14);
  await submitQuestionnaire(request, headers, appointmentId, { known_g6pd_deficiency: 'yes' });
  const practitioner = await londonStaff(request, 'practitioner');
  const nurse = await londonStaff(request, 'nurse');

  // The practitioner sees the contraindication beside the decision, before deciding.
  await signIn(page, practitioner);
  await page.goto(`/detail/london/20240926?appointment=${appointmentId}`);
  const part = page.getByTestId('practitioner');
  const warning = part.locator('[data-safety-warning="g6pd_vitamin_c"]');
  await expect(warning).toContainText('Contraindicated');
  await expect(warning).toContainText(G6PD_TITLE);
  await expect(warning).toContainText(`On this clinic's menu: ${VITAMIN_C}`);
  // Announced through a live region that was on the page before the warning.
  await expect(part.getByTestId('safety-announcer')).toContainText(
    `Safety warnings: 1. ${G6PD_TITLE}`,
  );
  // Declining needs no reason; clearing does.
  await expect(warning.getByRole('textbox')).toHaveCount(0);
  await question(page, 'share_with_gp').locator('input[value="no"]').check();
  await question(page, 'clearance_decision').locator('input[value="cleared"]').check();
  const reason = warning.getByLabel('Your reason for going ahead');
  await expect(reason).toBeVisible();
  await sign(page, question(page, 'signature_1'));
  await part.getByRole('button', { name: 'Sign the decision' }).click();
  const clearanceError = `Give your reason for going ahead despite “${G6PD_TITLE}”.`;
  await expect(part.getByTestId('error-summary')).toContainText(clearanceError);
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expectNoAxeViolations(page);
  await reason.fill('G6PD deficiency known: hydration only, no vitamin C today.');
  await part.getByRole('button', { name: 'Sign the decision' }).click();
  await expect(part.getByTestId('decision')).toContainText('Cleared for treatment');
  const cleared = part.getByTestId('acknowledgements');
  await expect(cleared).toContainText('Safety warnings acknowledged');
  await expect(cleared).toContainText('hydration only, no vitamin C today');

  // The nurse chooses vitamin C anyway: the line itself warns.
  const nursePage = await (await browser.newContext()).newPage();
  await signIn(nursePage, nurse);
  await nursePage.goto(`/medical/london/20231027?appointment=${appointmentId}`);
  const form = nursePage.getByTestId('treatment-form');
  await expect(form).toBeVisible();
  const announcer = form.getByTestId('safety-announcer');
  await expect(announcer).toHaveText('');
  const fill = (id: string, value: string) => nursePage.locator(`#q-${id}`).fill(value);
  await fill('bp_systolic_before', '185');
  await fill('bp_diastolic_before', '95');
  await fill('pulse_before', '72');
  await fill('sat_o2_before', '98');
  const systolic = form.locator('[data-safety-warning="systolic_high"]');
  await expect(systolic).toContainText('Systolic blood pressure 180 mmHg or higher');
  await expect(systolic).toContainText('Measured before the treatment: 185 mmHg');
  await fill('height', '170');
  await fill('weight', '68');
  await fill('session_number', '1');
  const line = question(nursePage, 'product_lines').locator('[data-row="0"]');
  await line.locator('select').selectOption('vitamin_c');
  await line.getByLabel('Batch or lot number').fill('VC-2025/07');
  const inLine = line.locator('[data-safety-warning="g6pd_vitamin_c@vitamin_c"]');
  await expect(inLine).toContainText(`${G6PD_TITLE} — ${VITAMIN_C}`);
  await expect(inLine).toContainText(`Product 1: ${VITAMIN_C}`);
  await expect(announcer).toContainText('Safety warnings: 2.');
  await expect(announcer).toContainText(`${G6PD_TITLE} — ${VITAMIN_C}`);
  await question(nursePage, 'cannula_type').getByRole('radio').first().check();
  await question(nursePage, 'gauge').locator('input[value="22g"]').check();
  await question(nursePage, 'arm').locator('input[value="left"]').check();
  await fill('bp_systolic_after', '140');
  await fill('bp_diastolic_after', '85');
  await fill('pulse_after', '72');
  await fill('sat_o2_after', '98');
  await question(nursePage, 'observation_outcome')
    .locator('input[value="stayed_30_minutes"]')
    .check();
  await expect(nursePage.getByTestId('draft-status')).toHaveText('All changes saved.');
  await sign(nursePage, question(nursePage, 'signature_1'));

  // Signing without the reasons is refused on the screen, each reason named.
  const signTreatment = form.getByRole('button', { name: 'Sign the treatment record' });
  await signTreatment.click();
  const summary = form.getByTestId('error-summary');
  await expect(summary).toContainText(
    `Give your reason for going ahead despite “${G6PD_TITLE} — ${VITAMIN_C}”.`,
  );
  await expect(summary).toContainText(
    'Give your reason for going ahead despite “Systolic blood pressure 180 mmHg or higher”.',
  );
  const lineReason = inLine.getByLabel('Your reason for going ahead');
  await expect(lineReason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(nursePage);
  await summary.getByRole('link', { name: new RegExp(`${G6PD_TITLE} — `) }).click();
  await expect(lineReason).toBeFocused();
  await lineReason.fill('Normal G6PD result on 2025-05-02, prescriber confirmed.');
  await systolic.getByLabel('Your reason for going ahead').fill('Rechecked after rest: 150/90.');
  await signTreatment.click();
  await expect(nursePage.getByTestId('completed')).toBeVisible();

  // The signed record keeps each reason, and each line its own batch.
  const record = nursePage.getByTestId('record-medical');
  const acknowledged = record.getByTestId('acknowledgements');
  await expect(acknowledged.locator('li')).toHaveCount(2);
  await expect(acknowledged).toContainText('Normal G6PD result on 2025-05-02');
  await expect(acknowledged).toContainText('Rechecked after rest: 150/90.');
  await expect(record.locator('[data-answer="product_lines"] dd')).toContainText(
    'batch VC-2025/07',
  );
  await expectNoAxeViolations(nursePage);

  // In Arabic the record reads right to left, the acknowledgements in Arabic.
  await nursePage.goto(`/medical/london/20231027?appointment=${appointmentId}&lang=ar`);
  await expect(nursePage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(nursePage.getByTestId('acknowledgements')).toContainText(
    'تحذيرات السلامة المُقَرّ بها',
  );
  await expect(nursePage.getByTestId('acknowledgements')).toContainText(
    'نقص إنزيم G6PD وفيتامين C',
  );
  await expectNoAxeViolations(nursePage);
});
