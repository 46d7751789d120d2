import { expect, test } from '@playwright/test';
import {
  E2E_ADMIN,
  createStaff,
  latestCode,
  signInWithPassword,
  unique,
  uniqueUkMobile,
} from './accounts-support';
import { expectNoAxeViolations, gotoHydrated } from './support';

test.describe('sign in', () => {
  test('staff sign in with a password and land on the day view', async ({ page, request }) => {
    const nurse = await createStaff(request, 'nurse');
    await gotoHydrated(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Spec §8 messages, next to their fields, before anything is sent.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.getByText('Please enter your email address or mobile number.')).toBeVisible();
    await email.fill(nurse.email);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('The password cannot be under 6 characters.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await signInWithPassword(page, nurse.email, 'wrong-pass-1');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Wrong account or password.' }),
    ).toBeVisible();

    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/today$/);
    await expect(page.getByTestId('signed-in-name')).toHaveText(nurse.name);
    // Only admins get the admin entrance.
    await expect(page.getByRole('link', { name: 'Administration: staff accounts' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/search');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('staff sign in with a code read from the development outbox', async ({
    page,
    context,
    request,
  }) => {
    const practitioner = await createStaff(request, 'practitioner');
    await gotoHydrated(page, '/login');
    await page.getByRole('radio', { name: 'With a verification code' }).check();
    await page.getByLabel('Email address').fill(practitioner.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: practitioner.email })).toContainText(
      'If',
    );
    await expect(page.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await expectNoAxeViolations(page);

    // What someone trying the product locally does: read the message on /dev/outbox.
    const outbox = await context.newPage();
    await outbox.goto('/dev/outbox');
    await expect(
      outbox.getByRole('heading', { level: 1, name: 'Development outbox' }),
    ).toBeVisible();
    const message = outbox.locator(`li[data-destination="${practitioner.email}"]`).first();
    await expect(message).toContainText('Your sign-in code');
    const code = /\b(\d{6})\b/.exec((await message.textContent()) ?? '')?.[1];
    expect(code).toBeTruthy();
    await expectNoAxeViolations(outbox);
    await outbox.close();

    await page.getByRole('textbox', { name: 'Verification code' }).fill('000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByText('This code is wrong or has expired.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code!);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/today$/);
    await expect(page.getByTestId('signed-in-name')).toHaveText(practitioner.name);
  });

  test('a staff page opened signed out comes back after signing in', async ({ page, request }) => {
    const nurse = await createStaff(request, 'nurse');
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, nurse.email, nurse.password);
    await expect(page).toHaveURL(/\/verify$/);
  });
});

test.describe('registration', () => {
  test('a new client registers by mobile with a code and lands on their home', async ({
    page,
    request,
  }) => {
    const mobile = uniqueUkMobile();
    const lastName = unique('Client');
    await gotoHydrated(page, '/login');
    await page.getByRole('button', { name: 'Please register' }).click();
    await expect(page).toHaveURL(/\/login\?mode=register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await page.getByRole('radio', { name: 'Mobile phone' }).check();
    await page.getByLabel('Country code').selectOption('GB');
    await page.getByLabel('Mobile number').fill(mobile);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: mobile })).toBeVisible();

    const code = await latestCode(request, `+44${mobile.slice(1)}`);
    await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill(lastName);
    const password = page.getByLabel('Choose a password');
    await password.fill('abc');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'At least one letter' }),
    ).toHaveAttribute('data-met', 'true');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'At least 6 characters' }),
    ).toHaveAttribute('data-met', 'false');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('The password cannot be under 6 characters.')).toBeVisible();
    await expect(password).toBeFocused();
    await expectNoAxeViolations(page);

    await password.fill('tulips-in-may-7');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/userData$/);
    await expect(page.getByTestId('signed-in-name')).toHaveText(`Nadia ${lastName}`);
  });
});

test.describe('expired session', () => {
  test('a call that finds the session ended sends the person to /login and back', async ({
    page,
    context,
    baseURL,
  }) => {
    await gotoHydrated(page, '/login');
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/today$/);
    await page.getByRole('link', { name: 'Administration: staff accounts' }).click();
    await expect(page).toHaveURL(/\/admin\/staff$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    // The page's own background loads (the clinics section) are done, so the create call below
    // is the one that meets the ended session.
    await expect(page.getByRole('group', { name: /^Clinics of / })).toBeVisible();

    // The server no longer knows this login token (ended elsewhere or timed out).
    await context.addCookies([
      {
        name: 'login_token',
        value: 'ended-elsewhere',
        url: baseURL!,
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
      },
    ]);
    await page.getByLabel('Name', { exact: true }).fill('Will Not Be Created');
    await page.getByLabel('Email address').fill(`${unique('nobody')}@e2e.test`);
    await page.getByLabel('Initial password').fill('never-used-1');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Authentication expired, please log in again.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await signInWithPassword(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/staff$/);
  });
});
