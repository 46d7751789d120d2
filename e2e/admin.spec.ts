import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, createStaff, signInWithPassword, unique } from './accounts-support';
import { PHONE, expectNoAxeViolations, gotoHydrated, toast } from './support';

test.describe('staff administration', () => {
  test('an admin creates, re-roles, deactivates and reactivates a colleague', async ({ page }) => {
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole('link', { name: 'Administration: staff accounts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await expectNoAxeViolations(page);

    const id = unique('colleague');
    const email = `${id}@e2e.test`;
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await page.getByLabel('Name', { exact: true }).fill(`Colleague ${id}`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Mobile number (optional)').fill('07400 123 456');
    await page.getByLabel('Country code').selectOption('GB');
    await page.getByLabel('Role', { exact: true }).selectOption('nurse');
    await page.getByLabel('Initial password').fill('colleague-pass-9');
    await page.getByRole('button', { name: 'Create account' }).click();
    const row = page.locator(`tr[data-email="${email}"]`);
    await expect(row).toContainText('Active');
    await expect(toast(page, `Colleague ${id}`)).toBeVisible();

    // A role chosen in the list waits for Save and a confirmation.
    await row.getByLabel(`Role of Colleague ${id}`).selectOption('practitioner');
    await row.getByRole('button', { name: `Save role: Colleague ${id}` }).click();
    const confirm = page.getByRole('dialog', { name: `Change the role of Colleague ${id}?` });
    await confirm.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByTestId('role-status')).toHaveText(
      `Role of Colleague ${id} changed to Practitioner.`,
    );
    await expect(row.getByLabel(`Role of Colleague ${id}`)).toHaveValue('practitioner');

    await row.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(row).toContainText('Deactivated');
    await page.reload();
    await expect(page.locator(`tr[data-email="${email}"]`)).toContainText('Deactivated');

    await page
      .locator(`tr[data-email="${email}"]`)
      .getByRole('button', { name: 'Reactivate' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.locator(`tr[data-email="${email}"]`)).toContainText('Active');
  });

  test('a nurse opening the admin screen is told it is not allowed', async ({ page, request }) => {
    const nurse = await createStaff(request, 'nurse');
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.goto('/admin/staff');
    await expect(page.getByText('You are not allowed to manage staff accounts.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the setup page says setup is done once an admin exists', async ({ page }) => {
    await page.goto('/setup?token=anything');
    await expect(
      page.getByText('Setup is complete: an administrator already exists.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** Arabic texts come from the catalog itself, so wording fixes there do not break the test. */
const arabic = JSON.parse(
  readFileSync(new URL('../src/web/i18n/locales/ar.json', import.meta.url), 'utf8'),
);
const ar = (key: string): string =>
  key.split('.').reduce((node, part) => node[part], arabic) as unknown as string;

test.describe('Arabic on a phone', () => {
  test.use(PHONE);

  test('the signed-in header and the admin screen fit 375 px', async ({ page }) => {
    await gotoHydrated(page, '/login?lang=ar');
    await page.getByLabel(ar('fields.email')).fill(E2E_ADMIN.email);
    await page.getByLabel(ar('fields.password'), { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: ar('login.signIn'), exact: true }).click();
    await page.getByRole('link', { name: ar('header.admin') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('staff.title'));
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.height).toBe(80);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await expect(page.getByRole('button', { name: ar('header.signOut') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign-in and registration work right-to-left at 375 px', async ({ page }) => {
    await gotoHydrated(page, '/login?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('pages.login.title'));
    const noSideScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    await noSideScroll();
    await expectNoAxeViolations(page);

    // Errors are in Arabic, next to the field.
    await page.getByRole('button', { name: ar('login.signIn'), exact: true }).click();
    await expect(page.getByText(ar('auth.enterAccount'))).toBeVisible();
    await expectNoAxeViolations(page);

    // The form starts at the right edge: logical properties mirror the layout.
    const input = await page.getByLabel(ar('fields.email')).boundingBox();
    const label = await page.getByText(ar('fields.email'), { exact: true }).boundingBox();
    expect(label!.x + label!.width).toBeGreaterThan(input!.x + input!.width - 2);

    await page.getByRole('radio', { name: ar('login.byCode') }).check();
    await page.getByRole('radio', { name: ar('fields.byMobile') }).check();
    await expect(page.getByLabel(ar('fields.countryCode'))).toBeVisible();
    await noSideScroll();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: ar('login.toRegister') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar('register.title'));
    await page.getByLabel(ar('fields.email')).fill(`${unique('rtl')}@e2e.test`);
    await page.getByRole('button', { name: ar('code.send') }).click();
    await expect(page.getByLabel(ar('fields.code'))).toBeVisible();
    await page.getByLabel(ar('fields.newPassword')).fill('abc1');
    await noSideScroll();
    await expectNoAxeViolations(page);
  });
});
