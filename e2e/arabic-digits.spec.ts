import { expect, test } from '@playwright/test';
import { PHONE, expectNoAxeViolations, gotoHydrated } from './support';
import { TEXTS, passGate } from './questionnaire-support';

/**
 * An Arabic client on a phone types with an Arabic keyboard: Arabic-Indic digits for height,
 * weight, date of birth and the emergency number. Each is read as the number meant (BMI
 * appears), the date of birth is said back in words before sending, and a blood-pressure-like
 * slip (a height of 1200) is said under the field as soon as the client leaves it.
 */
test.describe('Arabic digits on a phone', () => {
  test.use(PHONE);
  test.setTimeout(120_000);

  test('height and weight in Arabic digits give a BMI; the date of birth is read back', async ({
    page,
  }) => {
    await gotoHydrated(page, '/mf/london/20240926?lang=ar');
    await passGate(page, TEXTS.ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // A height of ١٢٠٠ cm is out of range: said under the field once the client moves on,
    // with the range filled in, before any attempt to send.
    const height = page.locator('#q-height');
    await height.fill('١٢٠٠');
    await page.locator('#q-weight').focus();
    const heightError = page.locator('#q-height-error');
    await expect(heightError).toBeVisible();
    await expect(heightError).toContainText('50');
    await expect(heightError).toContainText('250');
    await expect(heightError).not.toContainText('{{');
    await expect(page.getByTestId('error-summary')).toHaveCount(0);

    // Corrected as typed: the message goes with the change.
    await height.fill('١٦٥');
    await expect(heightError).toHaveCount(0);
    await page.locator('#q-weight').fill('٦٢٫٥');
    await expect(height).toHaveAttribute('aria-invalid', 'false');
    await expect(page.locator('#q-bmi')).toHaveText('23.0');

    // "17051990" is 17 May 1990 in Arabic's day-month-year order, and says so in words.
    const dob = page.locator('#q-date_of_birth');
    await dob.fill('١٧٠٥١٩٩٠');
    const readBack = page.locator('[data-question="date_of_birth"]').getByTestId('date-read-back');
    await expect(readBack).toContainText('مايو');
    await expect(readBack).toContainText(/1990|١٩٩٠/);
    await expect(readBack).toContainText(/17|١٧/);
    // A date that does not exist is refused, not turned into another one.
    await dob.fill('31021990');
    await expect(readBack).toHaveText('');
    await page.locator('#q-weight').focus();
    await expect(page.locator('#q-date_of_birth-error')).toBeVisible();
    await dob.fill('١٧/٠٥/١٩٩٠');
    await expect(readBack).toContainText('مايو');

    // The emergency number typed in Arabic digits is kept in ASCII, left to right.
    const emergency = page.locator('#q-emergency_contact_phone');
    await emergency.fill('٠٧٤٠٠ ٥٥٥٦٦٦');
    await expect(emergency).toHaveValue('07400 555666');
    await expect(emergency).toHaveAttribute('dir', 'ltr');

    await expectNoAxeViolations(page);

    // On sending, the summary names the same errors with their values in Arabic.
    await height.fill('٣٠٠');
    await page.getByRole('button', { name: TEXTS.ar.submit }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText('250');
    await expect(summary).not.toContainText('{{');
    await expectNoAxeViolations(page);
  });
});
