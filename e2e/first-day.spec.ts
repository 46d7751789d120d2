import { expect, test, type Page } from '@playwright/test';
import { londonStaff, signIn, submitQuestionnaire } from './clinic-support';
import { expectNoAxeViolations } from './support';
import { bookedClient, readQrFromPage } from './verification-support';

/** Opens the search (in `lang`) and finds the client by email; answers their table. */
async function findClient(page: Page, email: string, lang = 'en') {
  await page.goto(`/search?lang=${lang}`);
  await page.getByRole('radio', { name: lang === 'fr' ? 'E-mail' : 'Email' }).check();
  await page.locator('input[type="email"]').fill(email);
  await page.locator('form[role="search"] button[type="submit"]').click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  return table;
}

test.describe('the desk issues links by appointment number', () => {
  test('Verify Client opens /verify for that client, who is named and verified there', async ({
    page,
    request,
  }) => {
    // Forms signed: staff check identity on arrival (the table offers Verify Client).
    const { email, appointmentId, headers } = await bookedClient(request, 41);
    await submitQuestionnaire(request, headers, appointmentId);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    const table = await findClient(page, email);
    const number = (await table.locator('td[dir="ltr"]').first().textContent())!.trim();
    expect(number).toMatch(/^AP-/);
    await table.getByRole('button', { name: 'Verify Client' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/verify\\?client=[0-9a-f-]{36}&appointment=${number}`),
    );
    const target = page.getByTestId('desk-target');
    await expect(target).toContainText(`Checking Vera Client, appointment ${number}.`);
    await expect(page.getByLabel('Appointment number')).toHaveValue(number);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create link and QR code' }).click();
    expect(await readQrFromPage(page)).toContain('/verification/london/latest?code=');
    await target.getByLabel('Photo ID checked').selectOption('passport');
    await target.getByRole('button', { name: 'Verify Client' }).click();
    await expect(target).toContainText('The client has been verified in person.');
    await expectNoAxeViolations(page);
  });

  test('in French, the number typed as read out (any case) issues the link', async ({
    page,
    request,
  }) => {
    const { email } = await bookedClient(request, 42);
    const nurse = await londonStaff(request, 'nurse');
    await signIn(page, nurse);
    const table = await findClient(page, email);
    const number = (await table.locator('td[dir="ltr"]').first().textContent())!.trim();
    await page.goto('/verify?lang=fr');
    await page.getByLabel('Numéro de rendez-vous').fill(` ${number.toLowerCase()}`);
    await page.getByRole('button', { name: 'Créer le lien et le code QR' }).click();
    await expect(page.getByRole('img', { name: /code QR/i })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('public booking offers real clinics', () => {
  for (const lang of ['en', 'fr'] as const) {
    const text = {
      en: { clinic: 'Clinic', byMobile: 'Mobile phone', country: 'Country code' },
      fr: { clinic: 'Clinique', byMobile: 'Téléphone mobile', country: 'Indicatif du pays' },
    }[lang];
    test(`a clinic's own link chooses it and its country code (${lang})`, async ({ page }) => {
      await page.goto(`/book-online?store=london&lang=${lang}`);
      const clinic = page.getByLabel(text.clinic, { exact: true });
      await expect(clinic).toHaveValue('london');
      const names = await clinic.locator('option').allTextContents();
      expect(names).toContain('London');
      expect(names.filter((n) => /^Test \d|Demo copy|^Clinic /.test(n))).toEqual([]);
      await page.getByRole('radio', { name: text.byMobile }).check();
      const country = page.getByLabel(text.country);
      await expect(country).toHaveValue('GB');
      await expect(country.locator('option:checked')).toContainText('+44');
      await expectNoAxeViolations(page);

      // Another clinic, no number typed yet: the country code follows it.
      await clinic.selectOption('xwP5X');
      await expect(country).toHaveValue('US');
    });
  }
});
