import { expect, test, type Page } from '@playwright/test';
import { latestCode, unique } from './accounts-support';
import { bookViaApi } from './clients-support';
import { expectNoAxeViolations, gotoHydrated } from './support';

/** The client's own phone after booking: no session, only the contact info it left behind. */
async function openUserData(page: Page, language: string) {
  const email = `${unique('change')}@e2e.test`;
  const booking = await bookViaApi(
    page.request,
    { channel: 'email', email },
    { first_name: 'Iris', last_name: unique('Change') },
  );
  await gotoHydrated(page, '/book-online');
  await page.evaluate(
    ([code, lang]) => {
      sessionStorage.setItem('contactInfo', JSON.stringify({ status: 2, code }));
      localStorage.setItem('lang', lang);
    },
    [booking.contact_code, language] as const,
  );
  return email;
}

async function fillDetails(
  page: Page,
  labels: { gender: string; dob: string; job: string; address: string },
) {
  await page.getByLabel(labels.gender).selectOption('prefer_not_to_say');
  await page.getByLabel(labels.dob).fill('1990-05-17');
  await page.getByLabel(labels.job).fill('Engineer');
  await page.getByLabel(labels.address, { exact: true }).fill('1 High Street, London');
}

test.describe('changing a contact on /userData', () => {
  test('a new email is confirmed with the code from the outbox, in English', async ({ page }) => {
    const old = await openUserData(page, 'en');
    await page.goto('/userData');
    await expect(page.getByLabel('Email address')).toHaveValue(old);
    await fillDetails(page, {
      gender: 'Gender',
      dob: 'Date of birth',
      job: 'Occupation',
      address: 'Address',
    });
    const fresh = `${unique('new')}@e2e.test`;
    await page.getByLabel('Email address').fill(fresh);
    await page.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(
      page.getByText(`We sent a code to ${fresh}. Enter it to confirm your new email address`),
    ).toBeVisible();
    // Until the code is entered the old address stays on file.
    await expect(page.getByLabel('Email address')).toHaveValue(old);
    await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await expectNoAxeViolations(page);

    const code = await latestCode(page.request, fresh);
    await page.getByLabel('Verification code').fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText('This code is wrong or has expired. Please request a new one.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your new email address is confirmed.')).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(fresh);
    await expect(page.locator('[data-step="confirm-contact"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the same in French', async ({ page }) => {
    await openUserData(page, 'fr');
    await page.goto('/userData');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await fillDetails(page, {
      gender: 'Genre',
      dob: 'Date de naissance',
      job: 'Profession',
      address: 'Adresse',
    });
    const fresh = `${unique('nouveau')}@e2e.test`;
    await page.getByLabel('Adresse e-mail').fill(fresh);
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(
      page.getByText(`Nous avons envoyé un code à ${fresh}.`, { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const code = await latestCode(page.request, fresh);
    await page.getByLabel('Code de vérification').fill(code);
    await page.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('Votre nouvelle adresse e-mail est confirmée.')).toBeVisible();
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(fresh);
    await expectNoAxeViolations(page);
  });
});
