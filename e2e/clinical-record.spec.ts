import { expect, test } from '@playwright/test';
import {
  clearForTreatment,
  londonStaff,
  recordTreatment,
  signIn,
  submitQuestionnaire,
} from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient } from './verification-support';

test('review, clearance and treatment record of a visit, in English and Arabic', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { appointmentId, headers } = await bookedClient(request, 6);
  await submitQuestionnaire(request, headers, appointmentId, { known_g6pd_deficiency: 'yes' });
  const practitioner = await londonStaff(request, 'practitioner');
  const nurse = await londonStaff(request, 'nurse');
  const review = `/detail/london/20240926?appointment=${appointmentId}`;

  // Without an appointment the page says so and leads to the day's visits.
  await page.goto('/detail/london/20240926');
  await expect(page.getByTestId('no-appointment')).toBeVisible();

  // Signed out, the review route (public to the guard) asks for a staff sign-in.
  await page.goto(review);
  await expect(page.getByTestId('sign-in-as-staff')).toBeVisible();

  // The practitioner reviews: flags first, the answers, the client's signatures.
  await signIn(page, practitioner);
  await page.goto(review);
  await expect(
    page.getByRole('heading', { level: 1, name: "Practitioner's review" }),
  ).toBeVisible();
  await expect(page.getByTestId('client-name')).toHaveText('Vera Client');
  const flags = page.getByTestId('flags-panel');
  await expect(flags.locator('[data-flag="g6pd_deficiency"]')).toContainText('G6PD deficiency');
  const g6pd = page.locator('[data-answer="known_g6pd_deficiency"]');
  await expect(g6pd).toHaveAttribute('data-flagged', 'true');
  await expect(g6pd.locator('dd')).toHaveText('Yes, I have G6PD deficiency');
  await expect(page.locator('[data-answer="first_name"] dd')).toHaveText('Vera');
  await expect(page.getByTestId('signature-image').first()).toBeVisible();
  await expect(page.getByTestId('signature-image').first()).toHaveAttribute(
    'alt',
    /Signature of Vera Client/,
  );
  // Staff read the client's signatures named as the client's, not "Your signature …".
  await expect(page.locator('figcaption').first()).toContainText(
    "Client's signature for the declaration: Vera Client",
  );
  await expect(page.getByTestId('content-hash').first()).toHaveText(/^[0-9a-f]{64}$/);
  // A flag's question leads to its answer.
  await flags.locator('[data-flag="g6pd_deficiency"] a').first().click();
  await expect(g6pd).toBeFocused();
  await expectNoAxeViolations(page);

  // The treatment record waits for the clearance.
  const nursePage = await (await browser.newContext()).newPage();
  await signIn(nursePage, nurse);
  await nursePage.goto(`/medical/london/20231027?appointment=${appointmentId}`);
  await expect(nursePage.getByTestId('awaiting-clearance')).toBeVisible();

  // Clearing needs the decision and a drawn signature.
  const part = page.getByTestId('practitioner');
  await part.getByRole('button', { name: 'Sign the decision' }).click();
  await expect(part.getByTestId('error-summary')).toBeVisible();
  await clearForTreatment(page);
  await expect(page.getByTestId('stage')).toHaveText('Cleared for treatment');
  await expect(page.getByTestId('record-detail')).toBeVisible();
  await expect(page.getByTestId('open-treatment')).toBeVisible();

  // The nurse records the treatment, with the client's flags in view.
  await nursePage.reload();
  const form = nursePage.getByTestId('treatment-form');
  await expect(nursePage.getByTestId('key-facts')).toContainText('G6PD deficiency');
  await recordTreatment(nursePage);
  await expectNoAxeViolations(nursePage);
  await form.getByRole('button', { name: 'Sign the treatment record' }).click();
  await expect(nursePage.getByTestId('completed')).toBeVisible();
  await expect(nursePage.getByTestId('stage')).toHaveText('Completed');
  await expect(nursePage.getByTestId('record-medical')).toBeVisible();
  await expect(
    nursePage.locator('[data-testid="record-medical"] [data-answer="arm"] dd'),
  ).toHaveText('Left arm');
  await expectNoAxeViolations(nursePage);

  // A correction to the signed record is kept beside it; the record itself is unchanged.
  const record = nursePage.getByTestId('record-medical');
  await record.getByRole('button', { name: 'Add a correction' }).click();
  await record.getByLabel('Reason').fill('Batch number misread');
  await record.getByLabel('Correction', { exact: true }).fill('The batch was LOT-2025/0418.');
  await record.getByRole('button', { name: 'Save the correction' }).click();
  await expect(record.getByTestId('addendum')).toContainText('Batch number misread');
  await expect(record.getByTestId('addendum')).toContainText('The batch was LOT-2025/0418.');
  await expect(record.locator('[data-answer="product_lines"] dd')).toContainText(
    'batch LOT-2025/0417',
  );

  // The review screen in Arabic reads right to left and stays accessible.
  await page.goto(`${review}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مراجعة الممارس' })).toBeVisible();
  await expect(page.getByTestId('stage')).toHaveText('مكتملة');
  await expect(page.getByTestId('signature-image').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
